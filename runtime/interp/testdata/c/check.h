/* check.h: the one external function the differential test programs call.
   Under the interpreter it is a host function that records its argument;
   natively (check_native.c) it prints it. */
void check(long v);
static inline long dbits(double d) { union { double d; long l; } u; u.d = d; return u.l; }
static inline long fbits(float f) { union { float f; int i; } u; u.f = f; return u.i; }
