/* stdnoreturn.h: the freestanding header, for configurations without a host compiler. */
#ifndef MPISKEL_STDNORETURN_H
#define MPISKEL_STDNORETURN_H
#define noreturn _Noreturn
#endif
