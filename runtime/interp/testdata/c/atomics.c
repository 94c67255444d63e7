#include "check.h"
#include <stdatomic.h>
static _Atomic long counter;
static int plain = 5;
int main(void) {
    for (int i = 0; i < 10; i++) atomic_fetch_add(&counter, i);
    check(atomic_load(&counter));
    long old = atomic_exchange(&counter, 100);
    check(old);
    long expect = 100;
    int ok = atomic_compare_exchange_strong(&counter, &expect, 7);
    check(ok); check(counter);
    expect = 1;
    ok = atomic_compare_exchange_strong(&counter, &expect, 9);
    check(ok); check(expect);
    check(__atomic_fetch_or(&plain, 0x30, __ATOMIC_SEQ_CST)); check(plain);
    check(__atomic_sub_fetch(&plain, 1, __ATOMIC_RELAXED));
    check(__sync_fetch_and_and(&plain, 0xF0)); check(plain);
    atomic_thread_fence(memory_order_seq_cst);
    return (int)counter;
}
