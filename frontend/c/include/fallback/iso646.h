/* iso646.h: the freestanding header, for configurations without a host compiler. */
#ifndef MPISKEL_ISO646_H
#define MPISKEL_ISO646_H
#define and &&
#define and_eq &=
#define bitand &
#define bitor |
#define compl ~
#define not !
#define not_eq !=
#define or ||
#define or_eq |=
#define xor ^
#define xor_eq ^=
#endif
