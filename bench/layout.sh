# layout.sh, sourced by the bench scripts: how they start native ranks.
# As mpiskel's own native runs (see native.FixedLayout), the ranks run under
# 'setarch -R': a latency-bound loop's time at np 2 varies 2x with the
# random address-space layout chosen at start-up. ASLR=1 keeps the kernel's
# random layout. Sets LAYOUT, the command to put before a rank's executable,
# and ASLR_FLAG, the option to pass to mpiskel's native commands.
LAYOUT=() ASLR_FLAG=()
if [ "${ASLR:-0}" = 1 ]; then
  ASLR_FLAG=(--aslr)
elif setarch -R true 2>/dev/null; then
  LAYOUT=(setarch -R)
fi
