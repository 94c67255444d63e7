/* mst_runtime.c: mpiskel's native tracer runtime. Encodes events in trace
 * format version 2 (runtime/trace/FORMAT.md) into one fixed buffer per
 * process, written as CRC-32C-checksummed blocks to
 * $MPISKEL_TRACE_DIR/rank-<world rank>.mst.
 *
 * Environment:
 *   MPISKEL_TRACE_DIR      directory of the per-rank files (default ".")
 *   MPISKEL_TRACE_BUFFER   event block bytes, 4096..1048576 (default 65536,
 *                          which stays in the L2 cache while it fills, or
 *                          1048576 with balanced flushing, which needs room
 *                          for everything between two flushes)
 *   MPISKEL_TRACE_FLUSH    "full" (default): write a block when the buffer is
 *                          full; "collective": write right after every
 *                          collective call on a communicator spanning all
 *                          ranks, each flush lasting exactly TAU (paper 002,
 *                          condition C), and when full only if the buffer
 *                          overflows between two collectives (counted).
 *   MPISKEL_TRACE_TAU_US   the fixed flush duration in microseconds (default 200)
 *   MPISKEL_TRACE_FLUSH_EVERY  with "collective": flush after every K-th
 *                          collective over all ranks, so that programs with
 *                          many small collectives do not pay tau at each;
 *                          every rank counts the same collectives. Unset,
 *                          K adapts: 64 at first, then, at every flush, the
 *                          K that half fills the busiest rank's buffer at
 *                          the bytes per collective it wrote (the largest
 *                          over the ranks: an MPI_Iallreduce on a private
 *                          communicator, started at one flush and waited
 *                          for at the next, so that all ranks agree on K
 *                          and none waits for the others). If the
 *                          tracer of a rank could not start, K stays 64.
 *   MPISKEL_TRACE_CLOCK    "tsc" (default where the CPU's TSC is invariant,
 *                          flags constant_tsc and nonstop_tsc) or "monotonic"
 *                          (clock_gettime on every timestamp).
 *
 * The hot path (mst.h) is two timestamps (one for a local query: see
 * oneStamp in runtime/native/wrappers.go) and the call's fields, stored in
 * the next slot of a raw buffer of MST_RAW_CALLS calls; the raw buffer is
 * drained (its calls converted and encoded into the event block) before a
 * call that waits for other ranks once it holds MST_IDLE_CALLS calls, so
 * that the encoding mostly takes time the rank would spend waiting, and
 * else when it is full, at balanced flushes and at the end. A drain's own time is
 * the tracer's, not a compute burst's.
 *
 * Timestamps are raw TSC ticks (one rdtsc, no clock_gettime), converted
 * when drained with a factor measured against CLOCK_MONOTONIC from the
 * tracer's start to MPI_Init, and measured again over the whole run after
 * every block written; the conversion is rebased there so that time never
 * goes back.
 *
 * A rank ended by a signal (its own crash, or mpirun stopping it after
 * another rank failed) writes the calls it recorded before it goes (see
 * catch_fatal_signals).
 *
 * Call sites are recorded as "@pc 0x<address> <object path>" strings: the
 * return address minus one, relative to the object's load bias, so that
 * 'mpiskel trace' resolves them with the object's DWARF when it merges the
 * per-rank files. */
#define _GNU_SOURCE
#include "mst.h"

#if defined(__x86_64__)
#include <cpuid.h>
#endif
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <link.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

#define MST_VERSION 2
/* Times are written in nanoseconds, the TSC's resolution near enough: a
 * picosecond figure takes a varint byte more per time. */
#define MST_TICKS_PER_SECOND 1000000000ull
#define MST_PS_PER_TICK 1000
/* Event record flags beyond the fields' (FORMAT.md, version 2). */
#define MST_FLAG_AFTER_COMPUTE (1u << 5)
#define MST_FLAG_SITE_FILE_ONLY (1u << 6)
#define MST_MAX_PAYLOAD (1 << 20)
#define MST_MAX_RECORD 80 /* largest encoded event, with margin */
#define MST_DEFS_CAP (64 << 10)
#define MST_MAX_STRING 4096

static const unsigned char mst_magic[8] = {0x89, 'M', 'S', 'T', '\r', '\n', 0x1a, '\n'};

/* ---- CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), table-driven ---- */

static uint32_t crc_table[256];

static uint32_t crc_update_table(uint32_t crc, const unsigned char *p, size_t n) {
  for (size_t i = 0; i < n; i++)
    crc = crc_table[(crc ^ p[i]) & 0xff] ^ (crc >> 8);
  return crc;
}

/* The hardware CRC below runs three streams of CRC_CHUNK bytes at once and
 * joins them: a CRC's running value is linear in it and the data, so that
 * the value after X||Y is shift(value after X) ^ (value after Y started at
 * 0), shift being the effect of CRC_CHUNK zero bytes, a linear map of 32
 * bits applied by one table per byte of its argument. */
#define CRC_CHUNK 1024
static uint32_t crc_shift_table[4][256];

static inline uint32_t crc_shift(uint32_t c) {
  return crc_shift_table[0][c & 0xff] ^ crc_shift_table[1][(c >> 8) & 0xff] ^ crc_shift_table[2][(c >> 16) & 0xff] ^
         crc_shift_table[3][c >> 24];
}

static void crc_init(void) {
  for (uint32_t i = 0; i < 256; i++) {
    uint32_t c = i;
    for (int k = 0; k < 8; k++)
      c = (c & 1) ? (c >> 1) ^ 0x82F63B78u : c >> 1;
    crc_table[i] = c;
  }
  static const unsigned char zeros[CRC_CHUNK];
  uint32_t bit[32]; /* the shift of each bit */
  for (int j = 0; j < 32; j++)
    bit[j] = crc_update_table(1u << j, zeros, CRC_CHUNK);
  for (int k = 0; k < 4; k++)
    for (uint32_t b = 0; b < 256; b++) {
      uint32_t v = 0;
      for (int j = 0; j < 8; j++)
        if (b >> j & 1)
          v ^= bit[8 * k + j];
      crc_shift_table[k][b] = v;
    }
}

#if defined(__x86_64__)
/* SSE4.2's crc32 instruction computes CRC-32C 8 bytes at a time, one
 * result every cycle but each three cycles after its input: three
 * independent streams keep it busy. The checksums of a 64 KiB block then
 * cost about 2 us, not 7. */
__attribute__((target("sse4.2"))) static uint32_t crc_update_sse42(uint32_t crc, const unsigned char *p, size_t n) {
  uint64_t c = crc;
  for (; n >= 3 * CRC_CHUNK; n -= 3 * CRC_CHUNK, p += 3 * CRC_CHUNK) {
    uint64_t c1 = 0, c2 = 0;
    for (size_t i = 0; i < CRC_CHUNK; i += 8) {
      uint64_t w0, w1, w2;
      memcpy(&w0, p + i, 8);
      memcpy(&w1, p + CRC_CHUNK + i, 8);
      memcpy(&w2, p + 2 * CRC_CHUNK + i, 8);
      c = __builtin_ia32_crc32di(c, w0);
      c1 = __builtin_ia32_crc32di(c1, w1);
      c2 = __builtin_ia32_crc32di(c2, w2);
    }
    c = crc_shift(crc_shift((uint32_t)c) ^ (uint32_t)c1) ^ (uint32_t)c2;
  }
  for (; n >= 8; n -= 8, p += 8) {
    uint64_t w;
    memcpy(&w, p, 8);
    c = __builtin_ia32_crc32di(c, w);
  }
  uint32_t c32 = (uint32_t)c;
  for (; n > 0; n--, p++)
    c32 = __builtin_ia32_crc32qi(c32, *p);
  return c32;
}

static int crc_hardware;

/* cpu_family: the CPU's family, extended family included (CPUID leaf 1). */
static unsigned cpu_family(void) {
  unsigned a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d))
    return 0;
  unsigned f = (a >> 8) & 0xf;
  return f == 0xf ? f + ((a >> 20) & 0xff) : f;
}
#endif

/* crc_update continues a CRC whose running value (before the final xor) is crc. */
static uint32_t crc_update(uint32_t crc, const unsigned char *p, size_t n) {
#if defined(__x86_64__)
  if (crc_hardware)
    return crc_update_sse42(crc, p, n);
#endif
  return crc_update_table(crc, p, n);
}

/* ---- varints ---- */

static inline unsigned char *put_uvarint(unsigned char *p, uint64_t v) {
  if (__builtin_expect(v < 0x80, 1)) {
    *p = (unsigned char)v;
    return p + 1;
  }
  while (v >= 0x80) {
    *p++ = (unsigned char)(v | 0x80);
    v >>= 7;
  }
  *p++ = (unsigned char)v;
  return p;
}

/* zigzag maps signed to unsigned so that small magnitudes stay small. */
static inline uint64_t zigzag(int64_t v) { return ((uint64_t)v << 1) ^ (uint64_t)(v >> 63); }

/* ---- state ---- */

/* What the encoder knows of an MPI function: its name's string id (0 until
 * defined), and the call site it was last called from with that site's
 * string id: a function is mostly called from one site or a few, so that
 * most calls find their site here without a lookup in the sites table. */
struct op_info {
  uint32_t id;
  uint32_t site;
  void *ra;
};

/* Whether tracing is on is mst_hot.enabled: set by the constructor, cleared
 * on a write error or at close. */
static struct {
  int fd;       /* per-rank file, -1 until opened */
  int closed;
  int rank, nranks;
  struct timespec epoch;
  int64_t epoch_realtime_ns;
  int64_t last_end; /* ps: end of the previous MPI call: start of the next compute burst */
  int64_t cut;      /* ps: end of the next compute burst when it ends before the next call, else INT64_MAX */

  unsigned char *buf; /* event block payload */
  size_t cap, len;
  uint64_t count;      /* events in buf */
  int64_t prev_start;  /* ticks: start of the previous event of the block */
  int64_t prev_end;    /* ticks: end of the previous event of the block */

  unsigned char defs[MST_DEFS_CAP]; /* pending string definitions */
  size_t defs_len;
  uint64_t defs_count;
  uint32_t next_id;
  struct op_info *ops; /* by op index (mst_op_names) */

  uint64_t events, blocks;

  int balanced;     /* MPISKEL_TRACE_FLUSH=collective */
  int64_t tau_ns;
  uint64_t flush_every, collectives;
  /* The adaptive period: the bytes per collective since the last flush,
   * this rank's and the ranks' largest, being reduced (rate_pending) on
   * rate_comm; the event bytes written in overflows since that flush;
   * broken: writing failed (fail). */
  int fixed_period, adaptive, rate_pending, broken;
  MPI_Comm rate_comm;
  MPI_Request rate_req;
  double rate, max_rate;
  uint64_t overflow_bytes;
  uint64_t balanced_flushes, overflow_flushes, tau_overruns;
  int64_t tau_max_write_ns;

  int fast_pdep;     /* the CPU has BMI2's PDEP, and not microcoded (AMD before Zen 3) */
  uint64_t cal_tsc0; /* TSC at the tracer's start, paired with epoch */
  int calibrated;    /* the conversion below is set */
  /* ps = base_ps + (tsc - base_tsc) * ps_per_tick, ps_per_tick 32.32 fixed point */
  uint64_t base_tsc;
  int64_t base_ps;
  uint64_t ps_per_tick;

  char dir[4096];
} st = {.fd = -1, .next_id = 1, .cut = INT64_MAX};

static int64_t mono_ns(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (int64_t)t.tv_sec * 1000000000 + t.tv_nsec;
}

mst_hot_state mst_hot;

int64_t mst_clock_ps(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return ((int64_t)(t.tv_sec - st.epoch.tv_sec) * 1000000000 + (t.tv_nsec - st.epoch.tv_nsec)) * 1000;
}

/* conv_ps converts a raw stamp: ps = base_ps + (stamp - base_tsc) *
 * ps_per_tick >> 32. Stamps after the base (all but those of the calls
 * before MPI_Init, and a TSC read on another core a few ticks behind) take
 * the unsigned product, one multiplication. With the monotonic clock, whose
 * stamps are picoseconds already, the base is 0 and the factor 1 << 32. */
static inline int64_t conv_ps(int64_t stamp, uint64_t base_tsc, int64_t base_ps, uint64_t ps_per_tick) {
  int64_t ticks = stamp - (int64_t)base_tsc;
  if (__builtin_expect(ticks >= 0, 1))
    return base_ps + (int64_t)(uint64_t)(((unsigned __int128)(uint64_t)ticks * ps_per_tick) >> 32);
  return base_ps + (int64_t)(((__int128)ticks * (__int128)ps_per_tick) >> 32);
}

static inline int64_t to_ps(int64_t stamp) { return conv_ps(stamp, st.base_tsc, st.base_ps, st.ps_per_tick); }

static void calibrate(void);

static int64_t now_ps(void) { return to_ps(mst_stamp()); }

#if defined(__x86_64__)
/* tsc_invariant_cpu: the kernel's cpuinfo flags say the TSC ticks at a
 * constant rate (constant_tsc) and through sleep states (nonstop_tsc). */
static int tsc_invariant_cpu(void) {
  int fd = open("/proc/cpuinfo", O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return 0;
  static char buf[1 << 16];
  ssize_t n = read(fd, buf, sizeof buf - 1);
  close(fd);
  if (n <= 0)
    return 0;
  buf[n] = 0;
  char *flags = strstr(buf, "\nflags");
  if (!flags)
    return 0;
  char *eol = strchr(flags + 1, '\n');
  if (eol)
    *eol = 0;
  return strstr(flags, " constant_tsc") && strstr(flags, " nonstop_tsc");
}

/* tsc_pair reads the TSC and CLOCK_MONOTONIC (ps since the tracer started)
 * at one instant: the TSC is the mean of two reads around the clock's. */
static uint64_t tsc_pair(int64_t *clock_ps) {
  uint64_t a = __rdtsc();
  *clock_ps = mst_clock_ps();
  uint64_t b = __rdtsc();
  return a + (b - a) / 2;
}

/* calibrate measures ps per tick over the whole run so far and rebases the
 * conversion at this instant, never earlier than the previous conversion
 * says: timestamps already written stay ordered. */
static void calibrate(void) {
  if (!mst_hot.tsc)
    return;
  int64_t clock_ps;
  uint64_t tsc = tsc_pair(&clock_ps);
  if (!st.calibrated) {
    /* The first calibration needs an interval long enough for the
     * clock's jitter (tens of ns) to be small: 2 ms gives 1e-5. */
    while (clock_ps < 2000000000)
      tsc = tsc_pair(&clock_ps);
  }
  if (tsc <= st.cal_tsc0 || clock_ps <= 0)
    return;
  unsigned __int128 f = ((unsigned __int128)(uint64_t)clock_ps << 32) / (tsc - st.cal_tsc0);
  if (f == 0 || f >> 64)
    return;
  int64_t base = clock_ps;
  if (st.calibrated) {
    int64_t converted = to_ps((int64_t)tsc);
    if (converted > base)
      base = converted;
  }
  st.base_tsc = tsc;
  st.base_ps = base;
  st.ps_per_tick = (uint64_t)f;
  st.calibrated = 1;
}
#else
static void calibrate(void) {}
#endif

static void fail(const char *what) {
  /* With an adaptive flush period the other ranks wait for this rank's
   * part of every period's reduction: it goes on tracing, writing nothing. */
  if (st.adaptive) {
    fprintf(stderr, "mpiskel tracer: rank %d: %s: %s; writing stopped\n", st.rank, what, strerror(errno));
    st.broken = 1;
    return;
  }
  fprintf(stderr, "mpiskel tracer: rank %d: %s: %s; tracing stopped\n", st.rank, what, strerror(errno));
  mst_hot.enabled = 0;
  mst_hot.ready = 0;
}

static int env_rank(const char *const *names, int def) {
  for (int i = 0; names[i]; i++) {
    const char *v = getenv(names[i]);
    if (v && *v)
      return atoi(v);
  }
  return def;
}

static void write_all(const struct iovec *iov, int n) {
  if (st.fd < 0 || !mst_hot.enabled || st.broken)
    return;
  struct iovec v[4];
  memcpy(v, iov, sizeof(struct iovec) * n);
  int i = 0;
  while (i < n) {
    ssize_t w = writev(st.fd, v + i, n - i);
    if (w < 0) {
      if (errno == EINTR)
        continue;
      fail("writing the trace");
      return;
    }
    while (i < n && (size_t)w >= v[i].iov_len) {
      w -= v[i].iov_len;
      i++;
    }
    if (i < n) {
      v[i].iov_base = (char *)v[i].iov_base + w;
      v[i].iov_len -= w;
    }
  }
}

static void write_block(const unsigned char *head, size_t hlen, const unsigned char *payload, size_t plen) {
  uint32_t crc = crc_update(0xFFFFFFFFu, head, hlen);
  crc = crc_update(crc, payload, plen) ^ 0xFFFFFFFFu;
  unsigned char c[4] = {crc & 0xff, (crc >> 8) & 0xff, (crc >> 16) & 0xff, crc >> 24};
  struct iovec iov[3] = {{(void *)head, hlen}, {(void *)payload, plen}, {c, 4}};
  write_all(iov, 3);
}

/* open_file writes the header; the rank and size are MPI's when it is
 * initialized, else the launcher's environment. */
static void open_file(void) {
  if (st.fd >= 0 || st.closed || st.broken)
    return;
  int init = 0;
  PMPI_Initialized(&init);
  int fin = 0;
  PMPI_Finalized(&fin);
  if (init && !fin) {
    PMPI_Comm_rank(MPI_COMM_WORLD, &st.rank);
    PMPI_Comm_size(MPI_COMM_WORLD, &st.nranks);
  }
  char path[4200];
  snprintf(path, sizeof path, "%s/rank-%d.mst", st.dir, st.rank);
  st.fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (st.fd < 0) {
    fail(path);
    return;
  }
  char producer[256];
  int plen = snprintf(producer, sizeof producer,
                      "mpiskel native tracer; rank %d of %d; epoch_ns %lld; flush %s; tau_ns %lld; every %llu%s; clock %s",
                      st.rank, st.nranks, (long long)st.epoch_realtime_ns, st.balanced ? "collective" : "full",
                      (long long)st.tau_ns, (unsigned long long)st.flush_every, st.adaptive ? " adaptive" : "",
                      mst_hot.tsc ? "tsc" : "monotonic");
  unsigned char h[8 + 10 * 4 + sizeof producer + 4], *p = h;
  memcpy(p, mst_magic, 8);
  p += 8;
  p = put_uvarint(p, MST_VERSION);
  p = put_uvarint(p, (uint64_t)st.nranks);
  p = put_uvarint(p, MST_TICKS_PER_SECOND);
  p = put_uvarint(p, (uint64_t)plen);
  memcpy(p, producer, plen);
  p += plen;
  write_block(h, p - h, NULL, 0);
}

/* writing: the trace's buffers or file are being changed (nested count),
 * so that a fatal signal's handler leaves them as they are. */
static volatile sig_atomic_t writing;

static void flush_defs(void) {
  if (st.defs_count == 0)
    return;
  writing++;
  open_file();
  unsigned char h[4 + 20], *p = h;
  memcpy(p, "MSTD", 4);
  p += 4;
  p = put_uvarint(p, st.defs_count);
  p = put_uvarint(p, st.defs_len);
  write_block(h, p - h, st.defs, st.defs_len);
  st.defs_len = 0;
  st.defs_count = 0;
  writing--;
}

static void flush_events(void) {
  flush_defs();
  if (st.count == 0)
    return;
  writing++;
  unsigned char h[4 + 30], *p = h;
  memcpy(p, "MSTE", 4);
  p += 4;
  p = put_uvarint(p, (uint64_t)st.rank);
  p = put_uvarint(p, st.count);
  p = put_uvarint(p, st.len);
  write_block(h, p - h, st.buf, st.len);
  st.blocks++;
  st.events += st.count;
  st.len = 0;
  st.count = 0;
  st.prev_start = st.prev_end = 0;
  writing--;
}

/* define interns a new string and returns its id. */
static uint32_t define(const char *s, size_t n) {
  if (n > MST_MAX_STRING)
    n = MST_MAX_STRING;
  if (st.defs_len + 10 + n > MST_DEFS_CAP)
    flush_defs();
  unsigned char *p = put_uvarint(st.defs + st.defs_len, n);
  memcpy(p, s, n);
  st.defs_len = (size_t)(p - st.defs) + n;
  st.defs_count++;
  return st.next_id++;
}

static inline uint32_t op_id(int op) {
  if (__builtin_expect(st.ops[op].id == 0, 0))
    st.ops[op].id = define(mst_op_names[op], strlen(mst_op_names[op]));
  return st.ops[op].id;
}

/* ---- call sites: return address -> string id, a hash table that only grows
 * with the program's distinct call sites ---- */

static struct site {
  void *ra;
  uint32_t id;
} *sites;
static size_t nsites, sites_cap;

static uint32_t site_string(void *ra) {
  Dl_info info;
  struct link_map *lm = NULL;
  char s[MST_MAX_STRING];
  if (!ra || !dladdr1(ra, &info, (void **)&lm, RTLD_DL_LINKMAP) || !lm)
    return 0;
  char exe[4096];
  const char *path = lm->l_name;
  if (!path || !*path) { /* the main program */
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0)
      return 0;
    exe[n] = 0;
    path = exe;
  }
  uintptr_t pc = (uintptr_t)ra - 1 - (uintptr_t)lm->l_addr;
  int n = snprintf(s, sizeof s, "@pc 0x%llx %s", (unsigned long long)pc, path);
  if (n < 0)
    return 0;
  return define(s, (size_t)n < sizeof s ? (size_t)n : sizeof s - 1);
}

static size_t site_slot(void *ra, size_t cap) {
  return ((uintptr_t)ra * 0x9E3779B97F4A7C15ull >> 20) & (cap - 1);
}

/* site_insert resolves a call site seen for the first time. */
static uint32_t site_insert(void *ra) {
  if (2 * (nsites + 1) > sites_cap) {
    size_t ncap = sites_cap ? 2 * sites_cap : 256;
    struct site *n = calloc(ncap, sizeof *n);
    if (!n)
      return 0;
    for (size_t i = 0; i < sites_cap; i++) {
      if (!sites[i].ra)
        continue;
      size_t j = site_slot(sites[i].ra, ncap);
      while (n[j].ra)
        j = (j + 1) & (ncap - 1);
      n[j] = sites[i];
    }
    free(sites);
    sites = n;
    sites_cap = ncap;
  }
  size_t j = site_slot(ra, sites_cap);
  while (sites[j].ra)
    j = (j + 1) & (sites_cap - 1);
  sites[j].ra = ra;
  sites[j].id = site_string(ra);
  nsites++;
  return sites[j].id;
}

/* site_id: a known call site costs a multiply and a load or two. */
static inline uint32_t site_id(void *ra) {
  if (__builtin_expect(sites_cap != 0, 1)) {
    for (size_t j = site_slot(ra, sites_cap); sites[j].ra; j = (j + 1) & (sites_cap - 1))
      if (sites[j].ra == ra)
        return sites[j].id;
  }
  return ra ? site_insert(ra) : 0;
}

/* ---- events ---- */

/* put_uvarint_w writes a uvarint the size times take (1 to 4 bytes: deltas
 * up to 134 us in picoseconds, zigzagged) without a branch on its length,
 * whose misprediction would cost more than the encoding: the 7-bit groups
 * are spread into a 4-byte word (by PDEP where it is fast: pdep set), with
 * the continuation bits of all but the last byte, and stored at once (the
 * block keeps 2 * MST_MAX_RECORD bytes free, so a few bytes past the value
 * are room). */
static const uint32_t varint_cont[4] = {0, 0x80, 0x8080, 0x808080};

static inline __attribute__((always_inline)) unsigned char *put_uvarint_w(unsigned char *p, uint64_t v, int pdep) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
  if (__builtin_expect(v < (1u << 28), 1)) {
    uint32_t x = (uint32_t)v, w;
    unsigned top = 31 ^ (unsigned)__builtin_clz(x | 1); /* highest bit set, 0..27 */
    unsigned more = top * 37 >> 8;                      /* top / 7: bytes after the first */
#if defined(__x86_64__)
    if (pdep)
      __asm__("pdepl %2, %1, %0" : "=r"(w) : "r"(x), "r"(0x7f7f7f7fu));
    else
#endif
      w = (x & 0x7f) | (x & 0x3f80) << 1 | (x & 0x1fc000) << 2 | (x & 0xfe00000) << 3;
    w |= varint_cont[more];
    memcpy(p, &w, 4);
    return p + 1 + more;
  }
#endif
  (void)pdep;
  return put_uvarint(p, v);
}

static inline __attribute__((always_inline)) unsigned char *put_varint_w(unsigned char *p, int64_t v, int pdep) {
  return put_uvarint_w(p, zigzag(v), pdep);
}

/* put_small writes a uvarint that is usually below 128 (ids, ranks, tags). */
static inline __attribute__((always_inline)) unsigned char *put_small(unsigned char *p, uint64_t v) {
  if (__builtin_expect(v < 0x80, 1)) {
    *p = (unsigned char)v;
    return p + 1;
  }
  return put_uvarint(p, v);
}

/* encode_raw empties the raw buffer into the event block, writing the
 * block whenever it fills (counted as an overflow of balanced flushing
 * unless this is a balanced flush's drain). Every call of one drain is converted with the
 * same calibration; a new one is measured after a block was written.
 *
 * Each call is encoded after the compute burst that preceded it: from the
 * previous call's end (or the end of the tracer's work after it) to this
 * call's start (or the start of the tracer's work before it). An event
 * record is: flags, op, start delta, duration, then the fields whose flags
 * are set (FORMAT.md). The encoder's state (the block's end, its event
 * count, the previous start and end) is kept in locals during the loop:
 * in st, every byte stored (which may alias anything) would make the
 * compiler reload it. */
static void encode_raw(int balanced_flush) {
  const uint32_t n = mst_hot.n;
  if (n == 0)
    return;
  writing++;
  if (mst_hot.tsc && !st.calibrated)
    calibrate();
  const uint64_t blocks = st.blocks, base_tsc = st.base_tsc, ps_per_tick = st.ps_per_tick;
  const int64_t base_ps = st.base_ps;
  const uint32_t compute_id = op_id(mst_nops);
  const int pdep = st.fast_pdep;
  const mst_call *raw = mst_hot.raw;
  unsigned char *p = st.buf + st.len;
  uint64_t count = st.count;
  int64_t prev = st.prev_start, prev_end = st.prev_end; /* 0 at a block's first event */
  int64_t last_end = st.last_end, cut = st.cut;
  int64_t last_t = last_end / MST_PS_PER_TICK;
  for (uint32_t i = 0; i < n; i++) {
    const mst_call *c = &raw[i];
    /* The end is the start plus the duration converted, a 64-bit product
     * for all but calls of milliseconds (1 ps from the end converted alone,
     * at most). */
    const int64_t start = conv_ps(c->start, base_tsc, base_ps, ps_per_tick);
    const int64_t ticks = c->end - c->start;
    int64_t end;
    uint64_t scaled;
    if (__builtin_expect(ticks >= 0 && !__builtin_mul_overflow((uint64_t)ticks, ps_per_tick, &scaled), 1)) {
      end = start + (int64_t)(scaled >> 32);
    } else {
      end = conv_ps(c->end, base_tsc, base_ps, ps_per_tick);
      if (end < start) /* TSCs of two cores a few ticks apart */
        end = start;
    }
    const int64_t bytes = c->bytes;
    const int32_t peer = c->peer, tag = c->tag, comm = c->comm;
    struct op_info *o = &st.ops[c->op];
    uint32_t opid = o->id, file = o->site;
    if (__builtin_expect(o->ra != c->ra || opid == 0, 0)) {
      opid = op_id(c->op);
      file = o->site = site_id(c->ra);
      o->ra = c->ra;
    }
    /* Room for two more events (a call and the compute burst before it).
     * With balanced flushing, a block written other than right after a
     * collective is the perturbation paper 002 counts as an overflow. */
    if (__builtin_expect((size_t)(p - st.buf) + 2 * MST_MAX_RECORD > st.cap || count >= UINT32_MAX - 1, 0)) {
      st.len = (size_t)(p - st.buf);
      st.count = count;
      if (st.balanced && !balanced_flush) {
        st.overflow_flushes++;
        st.overflow_bytes += st.len;
      }
      flush_events();
      p = st.buf + st.len;
      count = st.count;
      prev = st.prev_start;
      prev_end = st.prev_end;
    }
    const int64_t start_t = start / MST_PS_PER_TICK, end_t = end / MST_PS_PER_TICK;
    const int64_t burst_t = cut < start ? cut / MST_PS_PER_TICK : start_t;
    cut = INT64_MAX;
    /* The compute burst, when it lasts a tick: written, or implied by the
     * call's flag when it runs from the block's previous event to the call
     * (not after a drain, whose time is a gap, nor at a block's start). */
    unsigned after_compute = 0;
    if (burst_t > last_t) {
      if (burst_t == start_t && last_t == prev_end && count != 0) {
        after_compute = MST_FLAG_AFTER_COMPUTE;
      } else {
        *p++ = 0;
        p = put_small(p, compute_id);
        p = put_varint_w(p, last_t - prev, pdep);
        p = put_varint_w(p, burst_t - last_t, pdep);
      }
      prev = last_t;
      count++;
    }
    /* The site is resolved when merging: its file id alone. */
    unsigned flags = (file != 0) * (1 | MST_FLAG_SITE_FILE_ONLY) | (peer != -1) << 1 | (bytes != 0) << 2 | (tag != 0) << 3 | (comm != 0) << 4 | after_compute;
    *p++ = (unsigned char)flags;
    p = put_small(p, opid);
    p = put_varint_w(p, start_t - prev, pdep);
    p = put_varint_w(p, end_t - start_t, pdep);
    if (flags & 1)
      p = put_small(p, file);
    if (flags & 2)
      p = put_small(p, zigzag(peer));
    if (flags & 4)
      p = put_small(p, zigzag(bytes));
    if (flags & 8)
      p = put_small(p, zigzag(tag));
    if (flags & 16)
      p = put_small(p, zigzag(comm));
    prev = start_t;
    prev_end = last_t = end_t;
    count++;
    last_end = end;
  }
  st.len = (size_t)(p - st.buf);
  st.count = count;
  st.prev_start = prev;
  st.prev_end = prev_end;
  st.last_end = last_end;
  st.cut = cut;
  mst_hot.n = 0;
  writing--;
  if (st.blocks != blocks)
    calibrate();
}

/* mst_drain: the raw buffer is full, after a call. The compute burst
 * after the call starts when the drain ends. */
void mst_drain(void) {
  encode_raw(0);
  st.last_end = now_ps();
}

/* mst_drain_idle drains the raw buffer before a call that waits for other
 * ranks (a receive, a probe, a wait): if the rank arrived first, the drain
 * takes time it would spend waiting. The compute burst before the call
 * ends where the drain starts. */
void mst_drain_idle(void) {
  int64_t cut = mst_stamp();
  if (mst_hot.tsc && !st.calibrated)
    calibrate();
  int64_t cut_ps = to_ps(cut); /* with the calibration of the calls drained */
  encode_raw(0);
  st.cut = cut_ps;
}

/* adapt_period sets the next flush period from the ranks' largest bytes
 * per collective of the period before (every rank calls it at the same
 * flushes, so all get the same K), and starts the reduction of this
 * period's. */
static void adapt_period(uint64_t written) {
  double rate = (double)written / (double)st.flush_every; /* over the period that ended */
  if (st.rate_pending) {
    PMPI_Wait(&st.rate_req, MPI_STATUS_IGNORE);
    double k = st.max_rate > 0 ? (double)(st.cap / 2) / st.max_rate : 1e9;
    st.flush_every = k < 1 ? 1 : k > 1e9 ? 1000000000 : (uint64_t)k;
  }
  st.rate = rate;
  PMPI_Iallreduce(&st.rate, &st.max_rate, 1, MPI_DOUBLE, MPI_MAX, st.rate_comm, &st.rate_req);
  st.rate_pending = 1;
}

/* mst_before_finalize completes the period's reduction, which must not
 * be pending when MPI ends. */
void mst_before_finalize(void) {
  if (st.rate_pending) {
    PMPI_Wait(&st.rate_req, MPI_STATUS_IGNORE);
    st.rate_pending = 0;
  }
}

/* mst_after_collective is f of paper 002: right after a collective that
 * every rank calls, write the buffer, then spin until tau has passed, so
 * that every rank loses the same time at the same point of the program. */
void mst_after_collective(MPI_Comm comm) {
  if (!st.balanced || !mst_hot.enabled || st.closed)
    return;
  int size = 0, cmp = MPI_UNEQUAL;
  if (comm == MPI_COMM_NULL || PMPI_Comm_size(comm, &size) != MPI_SUCCESS || size != st.nranks)
    return;
  if (comm != MPI_COMM_WORLD) {
    int inter = 0;
    PMPI_Comm_test_inter(comm, &inter);
    if (inter)
      return;
    PMPI_Comm_compare(comm, MPI_COMM_WORLD, &cmp);
    if (cmp == MPI_UNEQUAL)
      return;
  }
  if (++st.collectives < st.flush_every)
    return;
  st.collectives = 0;
  int64_t t0 = mono_ns();
  encode_raw(1);
  if (st.adaptive)
    adapt_period(st.overflow_bytes + st.len);
  st.overflow_bytes = 0;
  flush_events();
  calibrate();
  int64_t w = mono_ns() - t0;
  if (w > st.tau_max_write_ns)
    st.tau_max_write_ns = w;
  if (w > st.tau_ns)
    st.tau_overruns++;
  while (mono_ns() - t0 < st.tau_ns)
    ;
  st.balanced_flushes++;
  st.last_end = now_ps();
}


/* close_trace writes what is left and the end record; from a signal
 * handler it prints nothing (stdio is not async-signal-safe). */
static void close_trace(int from_signal) {
  if (st.closed || !mst_hot.enabled)
    return;
  writing++;
  encode_raw(0);
  flush_events();
  open_file();
  unsigned char e[4 + 20 + 4], *p = e;
  memcpy(p, "MSTZ", 4);
  p += 4;
  p = put_uvarint(p, st.events);
  p = put_uvarint(p, st.blocks);
  write_block(e, p - e, NULL, 0);
  if (st.fd >= 0 && close(st.fd) != 0)
    fail("closing the trace");
  st.fd = -1;
  st.closed = 1;
  writing--;
  mst_hot.enabled = 0;
  mst_hot.ready = 0;
  if (!from_signal && st.balanced && (st.overflow_flushes || st.tau_overruns))
    fprintf(stderr,
            "mpiskel tracer: rank %d: balanced flushing: %llu flushes after collectives, %llu buffer overflows "
            "between collectives, %llu writes longer than tau (longest %lld us)\n",
            st.rank, (unsigned long long)st.balanced_flushes, (unsigned long long)st.overflow_flushes,
            (unsigned long long)st.tau_overruns, (long long)(st.tau_max_write_ns / 1000));
}

void mst_finish(void) { close_trace(0); }

/* A program that exits without MPI_Finalize still leaves a whole trace. */
static void at_exit(void) {
  /* Not from inside a wrapper (exit called by MPI): its event is half made. */
  if (mst_hot.enabled && !st.closed && mst_hot.ready == 1)
    close_trace(0);
}

/* A rank that crashes (or that mpirun stops with SIGTERM when another
 * crashed) still leaves a whole trace: the signals that end a process
 * write the calls recorded so far, and the call being made when it came,
 * ending then (where the rank was: often a wait for the rank that
 * crashed), then go to the handler installed before (Open MPI's
 * backtrace, installed by MPI_Init) or the default action. */
static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT, SIGTERM, SIGINT};
#define MST_NFATAL ((int)(sizeof fatal_signals / sizeof fatal_signals[0]))
static struct sigaction before_ours[MST_NFATAL];
static volatile sig_atomic_t in_fatal_signal;

static void on_fatal_signal(int sig) {
  /* Not while the buffers are being written: the blocks on disk stay as
   * they are, and the reader warns of the missing end. */
  if (!in_fatal_signal && !writing) {
    in_fatal_signal = 1;
    int saved = errno;
    if (mst_hot.ready == MST_IN_CALL) {
      mst_stop(&mst_hot.raw[mst_hot.n]);
      mst_hot.n++; /* below MST_RAW_CALLS: mst_record drains at it */
    }
    close_trace(1);
    errno = saved;
  }
  for (int i = 0; i < MST_NFATAL; i++)
    if (fatal_signals[i] == sig)
      sigaction(sig, &before_ours[i], NULL);
  /* Pending until this handler returns, then delivered to the handler
   * before ours; a fault would also come back by itself. */
  raise(sig);
}

/* catch_fatal_signals takes the signals that would end the process: not
 * one it ignores, nor SIGTERM or SIGINT when the program handles them (it
 * may go on running, and the trace would have ended). */
static void catch_fatal_signals(void) {
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_handler = on_fatal_signal;
  sigemptyset(&sa.sa_mask);
  for (int i = 0; i < MST_NFATAL; i++) {
    int sig = fatal_signals[i];
    if (sigaction(sig, NULL, &before_ours[i]) != 0 || before_ours[i].sa_handler == SIG_IGN)
      continue;
    if ((sig == SIGTERM || sig == SIGINT) && before_ours[i].sa_handler != SIG_DFL)
      continue;
    sigaction(sig, &sa, NULL);
  }
}

/* agree_adaptive: whether balanced flushing adapts its period, the same on
 * every rank. Adapting takes a reduction at every flush, in which every
 * rank must take part: if a rank's tracer did not start (started 0 there),
 * the period stays fixed everywhere. Every rank calls it, traced or not. */
static int agree_adaptive(int started) {
  if (!st.balanced || st.fixed_period)
    return 0;
  int all = started;
  PMPI_Allreduce(MPI_IN_PLACE, &all, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
  if (!all) {
    if (started && st.rank == 0)
      fprintf(stderr, "mpiskel tracer: the tracer of another rank did not start: balanced flushing after every %llu-th collective, not adaptive\n",
              (unsigned long long)st.flush_every);
    return 0;
  }
  return PMPI_Comm_dup(MPI_COMM_WORLD, &st.rate_comm) == MPI_SUCCESS;
}

void mst_after_init(void) {
  calibrate();
  PMPI_Comm_rank(MPI_COMM_WORLD, &st.rank);
  PMPI_Comm_size(MPI_COMM_WORLD, &st.nranks);
  st.adaptive = agree_adaptive(1);
  open_file();
  catch_fatal_signals();
}

void mst_after_init_untraced(void) { agree_adaptive(0); }

__attribute__((constructor)) static void mst_init(void) {
#if defined(__x86_64__)
  st.cal_tsc0 = __rdtsc();
#endif
  clock_gettime(CLOCK_MONOTONIC, &st.epoch);
  struct timespec rt;
  clock_gettime(CLOCK_REALTIME, &rt);
  st.epoch_realtime_ns = (int64_t)rt.tv_sec * 1000000000 + rt.tv_nsec;
  crc_init();
#if defined(__x86_64__)
  __builtin_cpu_init();
  crc_hardware = __builtin_cpu_supports("sse4.2");
  st.fast_pdep = __builtin_cpu_supports("bmi2") && !(__builtin_cpu_is("amd") && cpu_family() < 0x19);
  const char *clk = getenv("MPISKEL_TRACE_CLOCK");
  if (clk && *clk && strcmp(clk, "tsc") != 0 && strcmp(clk, "monotonic") != 0)
    fprintf(stderr, "mpiskel tracer: MPISKEL_TRACE_CLOCK=%s: want tsc or monotonic; using tsc when invariant\n", clk);
  /* the TSC may be used (cpuinfo flags, MPISKEL_TRACE_CLOCK) */
  mst_hot.tsc = !(clk && strcmp(clk, "monotonic") == 0) && tsc_invariant_cpu();
#endif
  static const char *const ranks[] = {"OMPI_COMM_WORLD_RANK", "PMIX_RANK", "PMI_RANK", NULL};
  static const char *const sizes[] = {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", NULL};
  st.rank = env_rank(ranks, 0);
  st.nranks = env_rank(sizes, 1);
  if (st.nranks < 1)
    st.nranks = 1;
  const char *d = getenv("MPISKEL_TRACE_DIR");
  snprintf(st.dir, sizeof st.dir, "%s", d && *d ? d : ".");
  const char *f = getenv("MPISKEL_TRACE_FLUSH");
  st.balanced = f && strcmp(f, "collective") == 0;
  if (f && *f && !st.balanced && strcmp(f, "full") != 0)
    fprintf(stderr, "mpiskel tracer: MPISKEL_TRACE_FLUSH=%s: want full or collective; using full\n", f);
  long cap = st.balanced ? MST_MAX_PAYLOAD : 64 << 10;
  const char *b = getenv("MPISKEL_TRACE_BUFFER");
  if (b && *b)
    cap = atol(b);
  if (cap < 4096)
    cap = 4096;
  if (cap > MST_MAX_PAYLOAD)
    cap = MST_MAX_PAYLOAD;
  st.cap = (size_t)cap;
  st.buf = malloc(st.cap);
  mst_hot.raw = malloc(sizeof(mst_call) * MST_RAW_CALLS);
  /* An empty slot holds MPI_DATATYPE_NULL, whose size is 0. */
  for (int i = 0; i < MST_TYPE_SLOTS; i++)
    mst_types[i] = (mst_type_slot){MPI_DATATYPE_NULL, 0};
  st.ops = calloc((size_t)mst_nops + 1, sizeof *st.ops);
  const char *t = getenv("MPISKEL_TRACE_TAU_US");
  st.tau_ns = (t && *t ? atoll(t) : 200) * 1000;
  const char *k = getenv("MPISKEL_TRACE_FLUSH_EVERY");
  st.flush_every = k && atoll(k) > 0 ? (uint64_t)atoll(k) : 64;
  st.fixed_period = k && atoll(k) > 0;
  if (!st.buf || !st.ops || !mst_hot.raw) {
    fail("allocating the trace buffer");
    return;
  }
  if (!mst_hot.tsc)
    st.ps_per_tick = 1ull << 32; /* stamps are picoseconds: conv_ps is the identity */
  mst_hot.enabled = 1;
  mst_hot.ready = 1;
  atexit(at_exit);
}

/* ---- argument helpers ---- */

mst_type_slot mst_types[MST_TYPE_SLOTS];

/* mst_type_size_slow asks MPI for a datatype's size, and caches it when the
 * datatype is predefined (its envelope's combiner is MPI_COMBINER_NAMED). */
int64_t mst_type_size_slow(MPI_Datatype type) {
  int size = 0;
  if (type == MPI_DATATYPE_NULL || PMPI_Type_size(type, &size) != MPI_SUCCESS)
    return 0;
  int ni = 0, na = 0, nd = 0, combiner = 0;
  if (PMPI_Type_get_envelope(type, &ni, &na, &nd, &combiner) == MPI_SUCCESS && combiner == MPI_COMBINER_NAMED)
    mst_types[mst_type_slot_of(type)] = (mst_type_slot){type, size};
  return size;
}

int64_t mst_status_bytes_slow(const MPI_Status *s) {
  int n = 0;
  if (PMPI_Get_count(s, MPI_BYTE, &n) != MPI_SUCCESS || n == MPI_UNDEFINED)
    return 0;
  return n;
}

/* ---- communicators: ids as the simulator numbers them in traces (0
 * MPI_COMM_WORLD, 1 MPI_COMM_SELF; see makeComms in runtime/sim): the
 * communicators of one creation take the ids from the largest next_comm
 * among the parent's ranks on, in color order, and every rank of the
 * parent continues after them. ---- */

static struct commid {
  MPI_Comm comm;
  int32_t id;
} *comms;
static size_t ncomms, comms_cap;
static int32_t next_comm = 2;

int32_t mst_comm_id_of_created(MPI_Comm comm) {
  for (size_t i = 0; i < ncomms; i++)
    if (comms[i].comm == comm)
      return comms[i].id;
  return 0;
}

static void comm_add(MPI_Comm comm, int32_t id) {
  if (comm == MPI_COMM_NULL)
    return;
  for (size_t i = 0; i < ncomms; i++)
    if (comms[i].comm == comm) {
      comms[i].id = id;
      return;
    }
  if (ncomms == comms_cap) {
    size_t ncap = comms_cap ? 2 * comms_cap : 16;
    struct commid *n = realloc(comms, ncap * sizeof *n);
    if (!n)
      return;
    comms = n;
    comms_cap = ncap;
  }
  comms[ncomms++] = (struct commid){comm, id};
}

/* mst_comm_counted numbers a communicator whose members cannot agree on
 * an id through a parent (an intercommunicator's): the next one of this
 * process's. */
void mst_comm_counted(MPI_Comm newcomm) {
  if (newcomm != MPI_COMM_NULL)
    comm_add(newcomm, next_comm);
  next_comm++;
}

/* mst_comm_created numbers the one communicator MPI_Comm_dup,
 * MPI_Cart_create and the like make over parent (MPI_COMM_NULL on ranks
 * left out): a split with one color. */
void mst_comm_created(MPI_Comm parent, MPI_Comm newcomm) {
  mst_comm_split(parent, newcomm != MPI_COMM_NULL ? 0 : MPI_UNDEFINED, newcomm);
}

static int cmp_int(const void *a, const void *b) {
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

/* mst_comm_split numbers the communicators of one split in color order.
 * The members' colors and next_comm are gathered over the parent (a split
 * is collective over it already); if that fails, the ids are this
 * process's own count. */
void mst_comm_split(MPI_Comm parent, int color, MPI_Comm newcomm) {
  int n = 0;
  int *got = NULL; /* per parent rank: color, next_comm */
  int mine[2] = {color, next_comm};
  if (PMPI_Comm_size(parent, &n) != MPI_SUCCESS || n < 1 || !(got = malloc(2 * sizeof(int) * (size_t)n)) ||
      PMPI_Allgather(mine, 2, MPI_INT, got, 2, MPI_INT, parent) != MPI_SUCCESS) {
    free(got);
    mst_comm_counted(newcomm);
    return;
  }
  int32_t base = next_comm;
  for (int i = 0; i < n; i++) {
    if (got[2 * i + 1] > base)
      base = got[2 * i + 1];
    got[i] = got[2 * i]; /* colors to the front, for the sort */
  }
  qsort(got, (size_t)n, sizeof(int), cmp_int);
  int distinct = 0, index = -1;
  for (int i = 0; i < n; i++) {
    if (got[i] == MPI_UNDEFINED || (i > 0 && got[i] == got[i - 1]))
      continue;
    if (got[i] == color)
      index = distinct;
    distinct++;
  }
  free(got);
  if (index >= 0 && newcomm != MPI_COMM_NULL)
    comm_add(newcomm, base + index);
  next_comm = base + distinct;
}

/* mst_comm_create numbers the communicators of an MPI_Comm_create as the
 * simulator does: a split whose color is the lowest parent rank of the
 * group (since MPI 2.2 each rank may give its own group, the groups the
 * same or disjoint). */
void mst_comm_create(MPI_Comm parent, MPI_Group group, MPI_Comm newcomm) {
  int color = MPI_UNDEFINED, n = 0;
  MPI_Group parent_group;
  if (newcomm != MPI_COMM_NULL && PMPI_Group_size(group, &n) == MPI_SUCCESS && n > 0 &&
      PMPI_Comm_group(parent, &parent_group) == MPI_SUCCESS) {
    int *ranks = malloc(2 * sizeof(int) * (size_t)n);
    if (ranks) {
      for (int i = 0; i < n; i++)
        ranks[i] = i;
      if (PMPI_Group_translate_ranks(group, n, ranks, parent_group, ranks + n) == MPI_SUCCESS)
        for (int i = 0; i < n; i++)
          if (ranks[n + i] != MPI_UNDEFINED && (color == MPI_UNDEFINED || ranks[n + i] < color))
            color = ranks[n + i];
      free(ranks);
    }
    PMPI_Group_free(&parent_group);
  }
  mst_comm_split(parent, color, newcomm);
}

/* mst_cart_sub numbers the sub-grids of an MPI_Cart_sub as the simulator
 * does: a split whose color is the rank's coordinates in the dimensions
 * dropped, row-major. */
void mst_cart_sub(MPI_Comm parent, const int *remain_dims, MPI_Comm newcomm) {
  int nd = 0, color = 0;
  if (PMPI_Cartdim_get(parent, &nd) == MPI_SUCCESS && nd > 0) {
    int *v = malloc(3 * sizeof(int) * (size_t)nd); /* dims, periods, coords */
    if (v && PMPI_Cart_get(parent, nd, v, v + nd, v + 2 * nd) == MPI_SUCCESS)
      for (int i = 0; i < nd; i++)
        if (!remain_dims[i])
          color = color * v[i] + v[2 * nd + i];
    free(v);
  }
  mst_comm_split(parent, color, newcomm);
}

void mst_comm_freed(MPI_Comm comm) {
  for (size_t i = 0; i < ncomms; i++)
    if (comms[i].comm == comm) {
      comms[i] = comms[--ncomms];
      return;
    }
}

/* ---- requests: what a completion call needs to describe the requests it
 * retires, as the simulator's traceRetire does ---- */

static struct req {
  MPI_Request req;
  int used, kind, persistent;
  int32_t peer, tag, comm;
} *reqs;
static size_t nreqs, reqs_cap;

static size_t req_hash(MPI_Request r, size_t cap) {
  uint64_t k = 0;
  memcpy(&k, &r, sizeof r < sizeof k ? sizeof r : sizeof k);
  return (size_t)((k * 0x9E3779B97F4A7C15ull) >> 17) & (cap - 1);
}

static struct req *req_find(MPI_Request r) {
  if (!reqs_cap)
    return NULL;
  for (size_t j = req_hash(r, reqs_cap);; j = (j + 1) & (reqs_cap - 1)) {
    if (!reqs[j].used)
      return NULL;
    if (reqs[j].req == r)
      return &reqs[j];
  }
}

static void req_delete(struct req *e) {
  /* Backward-shift deletion keeps linear probing chains whole. */
  size_t i = (size_t)(e - reqs);
  reqs[i].used = 0;
  nreqs--;
  for (size_t j = (i + 1) & (reqs_cap - 1); reqs[j].used; j = (j + 1) & (reqs_cap - 1)) {
    struct req moved = reqs[j];
    reqs[j].used = 0;
    size_t k = req_hash(moved.req, reqs_cap);
    while (reqs[k].used)
      k = (k + 1) & (reqs_cap - 1);
    reqs[k] = moved;
  }
}

void mst_req_add(MPI_Request r, int kind, int persistent, int32_t peer, int32_t tag, int32_t comm) {
  if (r == MPI_REQUEST_NULL)
    return;
  struct req *e = req_find(r);
  if (!e) {
    if (2 * (nreqs + 1) > reqs_cap) {
      size_t ncap = reqs_cap ? 2 * reqs_cap : 64;
      struct req *n = calloc(ncap, sizeof *n);
      if (!n)
        return;
      for (size_t i = 0; i < reqs_cap; i++) {
        if (!reqs[i].used)
          continue;
        size_t j = req_hash(reqs[i].req, ncap);
        while (n[j].used)
          j = (j + 1) & (ncap - 1);
        n[j] = reqs[i];
      }
      free(reqs);
      reqs = n;
      reqs_cap = ncap;
    }
    size_t j = req_hash(r, reqs_cap);
    while (reqs[j].used)
      j = (j + 1) & (reqs_cap - 1);
    e = &reqs[j];
    nreqs++;
  }
  *e = (struct req){r, 1, kind, persistent, peer, tag, comm};
}

void mst_retire(mst_call *c, MPI_Request r, const MPI_Status *s) {
  struct req *e = req_find(r);
  if (!e)
    return;
  int32_t peer = e->peer, tag = e->tag;
  switch (e->kind) {
  case MST_REQ_RECV:
    c->bytes += mst_status_bytes(s);
    peer = s->MPI_SOURCE;
    tag = s->MPI_TAG;
    break;
  case MST_REQ_COLL:
    peer = -1;
    tag = 0;
    break;
  }
  if (peer < 0)
    peer = -1;
  int32_t comm = e->comm;
  if (!e->persistent)
    req_delete(e);
  if (c->fixed)
    return;
  if (c->retired == 0) {
    c->peer = peer;
    c->tag = tag;
    c->comm = comm;
  } else if (c->peer != peer) {
    c->peer = -1;
  }
  c->retired++;
}

static MPI_Request *saved_reqs;
static size_t saved_cap;
static MPI_Status *scratch_st;
static size_t scratch_cap;

MPI_Request *mst_save_requests(int count, const MPI_Request *r) {
  if (count <= 0)
    return saved_reqs;
  if ((size_t)count > saved_cap) {
    MPI_Request *n = realloc(saved_reqs, sizeof *n * (size_t)count);
    if (!n)
      return NULL;
    saved_reqs = n;
    saved_cap = (size_t)count;
  }
  memcpy(saved_reqs, r, sizeof *r * (size_t)count);
  return saved_reqs;
}

MPI_Status *mst_scratch_statuses(int count) {
  if (count < 1)
    count = 1;
  if ((size_t)count > scratch_cap) {
    MPI_Status *n = realloc(scratch_st, sizeof *n * (size_t)count);
    if (!n)
      return MPI_STATUSES_IGNORE;
    scratch_st = n;
    scratch_cap = (size_t)count;
  }
  return scratch_st;
}

/* ---- bytes of collectives: what this rank contributes, as the simulator's
 * collectives count it (runtime/sim/coll.go) ---- */

static int comm_rank(MPI_Comm c) {
  int r = 0;
  PMPI_Comm_rank(c, &r);
  return r;
}

static int comm_size(MPI_Comm c) {
  int n = 0;
  PMPI_Comm_size(c, &n);
  return n;
}

int64_t mst_bytes_bcast(int count, MPI_Datatype type, int root, MPI_Comm comm) {
  return comm_rank(comm) == root ? mst_type_bytes(type, count) : 0;
}

int64_t mst_bytes_reduce(int count, MPI_Datatype type) { return mst_type_bytes(type, count); }

int64_t mst_bytes_reduce_scatter(const int *recvcounts, MPI_Datatype type, MPI_Comm comm) {
  int64_t total = 0;
  for (int i = 0, n = comm_size(comm); i < n; i++)
    total += recvcounts[i];
  return mst_type_bytes(type, total);
}

int64_t mst_bytes_reduce_scatter_block(int recvcount, MPI_Datatype type, MPI_Comm comm) {
  return mst_type_bytes(type, (int64_t)recvcount * comm_size(comm));
}

int64_t mst_bytes_gather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int recvcount,
                         MPI_Datatype recvtype, int root, MPI_Comm comm) {
  if (sendbuf == MPI_IN_PLACE && comm_rank(comm) == root)
    return mst_type_bytes(recvtype, recvcount);
  return mst_type_bytes(sendtype, sendcount);
}

int64_t mst_bytes_gatherv(int sendcount, MPI_Datatype sendtype, int root, MPI_Comm comm) {
  return comm_rank(comm) == root ? 0 : mst_type_bytes(sendtype, sendcount);
}

int64_t mst_bytes_scatter(int sendcount, MPI_Datatype sendtype, int root, MPI_Comm comm) {
  if (comm_rank(comm) != root)
    return 0;
  return mst_type_bytes(sendtype, (int64_t)sendcount * (comm_size(comm) - 1));
}

int64_t mst_bytes_scatterv(const int *sendcounts, MPI_Datatype sendtype, int root, MPI_Comm comm) {
  int me = comm_rank(comm);
  if (me != root)
    return 0;
  int64_t total = 0;
  for (int i = 0, n = comm_size(comm); i < n; i++)
    if (i != me)
      total += sendcounts[i];
  return mst_type_bytes(sendtype, total);
}

int64_t mst_bytes_allgather(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int recvcount,
                            MPI_Datatype recvtype) {
  if (sendbuf == MPI_IN_PLACE)
    return mst_type_bytes(recvtype, recvcount);
  return mst_type_bytes(sendtype, sendcount);
}

int64_t mst_bytes_allgatherv(const void *sendbuf, int sendcount, MPI_Datatype sendtype, const int *recvcounts,
                             MPI_Datatype recvtype, MPI_Comm comm) {
  if (sendbuf == MPI_IN_PLACE)
    return mst_type_bytes(recvtype, recvcounts[comm_rank(comm)]);
  return mst_type_bytes(sendtype, sendcount);
}

int64_t mst_bytes_alltoall(const void *sendbuf, int sendcount, MPI_Datatype sendtype, int recvcount,
                           MPI_Datatype recvtype, MPI_Comm comm) {
  int others = comm_size(comm) - 1;
  if (sendbuf == MPI_IN_PLACE)
    return mst_type_bytes(recvtype, (int64_t)recvcount * others);
  return mst_type_bytes(sendtype, (int64_t)sendcount * others);
}

int64_t mst_bytes_alltoallv(const void *sendbuf, const int *sendcounts, MPI_Datatype sendtype,
                            const int *recvcounts, MPI_Datatype recvtype, MPI_Comm comm) {
  const int *counts = sendcounts;
  MPI_Datatype type = sendtype;
  if (sendbuf == MPI_IN_PLACE) {
    counts = recvcounts;
    type = recvtype;
  }
  int me = comm_rank(comm);
  int64_t total = 0;
  for (int i = 0, n = comm_size(comm); i < n; i++)
    if (i != me)
      total += counts[i];
  return mst_type_bytes(type, total);
}
