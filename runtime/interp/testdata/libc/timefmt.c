/* timefmt.c: the calendar functions on fixed times (run with TZ=UTC natively): gmtime, localtime, mktime, asctime, ctime, strftime. */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <time.h>

static const char *formats[] = {
    "%a %A %b %B %h", "%c", "%C %y %Y %G %g", "%d %e %j %m", "%D %F %x %X %T %R %r",
    "%H %I %k %l %M %S %p %P", "%u %w %U %W %V", "%s", "%z %Z", "%n%t%%",
    "%10Y|%-d|%_m|%05d|%^a|%#b|%#p|%#Z|%-j|%3e", "%Ec %OH %Ey", "%q unknown %", "%d %B %Y %I:%M:%S %p",
};

static void show(time_t t) {
  struct tm *g = gmtime(&t);
  printf("%lld: %d-%d-%d %d:%d:%d wday %d yday %d dst %d off %ld %s", (long long)t, g->tm_year, g->tm_mon, g->tm_mday,
         g->tm_hour, g->tm_min, g->tm_sec, g->tm_wday, g->tm_yday, g->tm_isdst, g->tm_gmtoff, asctime(g));
  for (unsigned i = 0; i < sizeof formats / sizeof formats[0]; i++) {
    char buf[128];
    size_t n = strftime(buf, sizeof buf, formats[i], g);
    printf("  [%s] %zu [%s]\n", formats[i], n, buf);
  }
  struct tm l;
  localtime_r(&t, &l);
  char buf[64];
  strftime(buf, sizeof buf, "%Z %c", &l);
  printf("  local %s, ctime %s", buf, ctime(&t));
}

int main(void) {
  time_t times[] = {0, 946684800, 951782400, 1104537600, 1230768000, 1700000000, 1234567890, -86400, 4102444799LL, 1609459199};
  for (unsigned i = 0; i < sizeof times / sizeof times[0]; i++)
    show(times[i]);
  struct tm t = {0};
  t.tm_year = 100;
  t.tm_mon = 13;    /* Feb 2001 */
  t.tm_mday = 31;   /* -> Mar 3 */
  t.tm_hour = 25;   /* -> Mar 4, 01:00 */
  t.tm_min = -30;
  t.tm_sec = 3661;
  time_t m = mktime(&t);
  printf("mktime %lld: %d-%d-%d %d:%d:%d wday %d yday %d %s", (long long)m, t.tm_year, t.tm_mon, t.tm_mday, t.tm_hour,
         t.tm_min, t.tm_sec, t.tm_wday, t.tm_yday, asctime(&t));
  struct tm u = {.tm_year = 70, .tm_mday = 1};
  printf("timegm %lld\n", (long long)timegm(&u));
  printf("difftime %.1f\n", difftime(1000, 250));
  char small[8];
  printf("too small %zu\n", strftime(small, sizeof small, "%A %B", gmtime(&times[1])));
  char r[32];
  printf("ctime_r %s", ctime_r(&times[5], r));
  return 0;
}
