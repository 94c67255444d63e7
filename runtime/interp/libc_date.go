// time.h's calendar in UTC: gmtime, localtime, mktime, timegm, asctime, ctime, strftime, difftime.
package interp

import (
	"encoding/binary"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"
)

func init() {
	for name, fn := range map[string]libcFunc{
		"gmtime":      libcGmtime,
		"gmtime_r":    libcGmtimeR,
		"localtime":   libcLocaltime,
		"localtime_r": libcLocaltimeR,
		"mktime":      libcMktime,
		"timegm":      libcTimegm,
		"timelocal":   libcMktime,
		"asctime":     libcAsctime,
		"asctime_r":   libcAsctimeR,
		"ctime":       libcCtime,
		"ctime_r":     libcCtimeR,
		"strftime":    libcStrftime,
		"difftime":    libcDifftime,
		"tzset":       func(*Process, []uint64) (uint64, error) { return 0, nil },
	} {
		libcFuncs[name] = fn
	}
}

// A simulated rank's local time is UTC: the date must not depend on the
// machine mpiskel runs on. glibc names the zone of gmtime's result "GMT"
// and of localtime's under TZ=UTC "UTC".
const (
	zoneGmtime    = "GMT"
	zoneLocaltime = "UTC"
)

// struct tm of glibc on x86-64: nine ints, then long tm_gmtoff at 40 and
// const char *tm_zone at 48.
const tmSize = 56

// cTm is a struct tm's fields.
type cTm struct {
	sec, min, hour, mday, mon, year, wday, yday, isdst int32
	gmtoff                                             int64
	zone                                               uint64
}

func (p *Process) loadTm(addr uint64) (cTm, error) {
	b, err := p.Mem.Bytes(addr, tmSize)
	if err != nil {
		return cTm{}, err
	}
	var f [9]int32
	for i := range f {
		f[i] = int32(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return cTm{f[0], f[1], f[2], f[3], f[4], f[5], f[6], f[7], f[8], int64(binary.LittleEndian.Uint64(b[40:])), binary.LittleEndian.Uint64(b[48:])}, nil
}

func (p *Process) storeTm(addr uint64, t time.Time, zone string) error {
	b, err := p.Mem.WritableBytes(addr, tmSize)
	if err != nil {
		return err
	}
	for i, v := range []int{t.Second(), t.Minute(), t.Hour(), t.Day(), int(t.Month()) - 1, t.Year() - 1900, int(t.Weekday()), t.YearDay() - 1, 0} {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(int32(v)))
	}
	binary.LittleEndian.PutUint32(b[36:], 0) // padding
	putU64(b[40:], 0)
	putU64(b[48:], p.staticString(zone))
	return nil
}

// staticTm is the struct tm that gmtime and localtime return, shared by
// both as in glibc.
func (p *Process) staticTm() uint64 {
	if p.libc.tm == 0 {
		p.libc.tm = Addr(p.Mem.MapFixed(tmSize, SegGlobal, "libc struct tm"), 0)
	}
	return p.libc.tm
}

// timeFrom reads a time_t.
func (p *Process) timeFrom(addr uint64) (time.Time, error) {
	v, err := p.Mem.Load(addr, 8)
	if err != nil {
		return time.Time{}, err
	}
	return time.Unix(int64(v), 0).UTC(), nil
}

func (p *Process) brokenDown(a []uint64, fn, zone string, dst uint64) (uint64, error) {
	if err := cArgs(a, 1, fn); err != nil {
		return 0, err
	}
	t, err := p.timeFrom(a[0])
	if err != nil {
		return 0, err
	}
	if y := t.Year() - 1900; y > math.MaxInt32 || y < math.MinInt32 {
		p.setErrno(75) // EOVERFLOW
		return 0, nil
	}
	return dst, p.storeTm(dst, t, zone)
}

func libcGmtime(p *Process, a []uint64) (uint64, error) {
	return p.brokenDown(a, "gmtime", zoneGmtime, p.staticTm())
}

func libcLocaltime(p *Process, a []uint64) (uint64, error) {
	return p.brokenDown(a, "localtime", zoneLocaltime, p.staticTm())
}

func libcGmtimeR(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "gmtime_r"); err != nil {
		return 0, err
	}
	return p.brokenDown(a, "gmtime_r", zoneGmtime, a[1])
}

func libcLocaltimeR(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "localtime_r"); err != nil {
		return 0, err
	}
	return p.brokenDown(a, "localtime_r", zoneLocaltime, a[1])
}

// mktime normalises the fields (Go's time.Date carries overflowing ones
// over, as C's does) and writes them back with tm_wday and tm_yday.
func (p *Process) mktime(a []uint64, fn, zone string) (uint64, error) {
	if err := cArgs(a, 1, fn); err != nil {
		return 0, err
	}
	tm, err := p.loadTm(a[0])
	if err != nil {
		return 0, err
	}
	t := time.Date(int(tm.year)+1900, time.Month(tm.mon+1), int(tm.mday), int(tm.hour), int(tm.min), int(tm.sec), 0, time.UTC)
	return uint64(t.Unix()), p.storeTm(a[0], t, zone)
}

func libcMktime(p *Process, a []uint64) (uint64, error) {
	return p.mktime(a, "mktime", zoneLocaltime)
}

func libcTimegm(p *Process, a []uint64) (uint64, error) {
	return p.mktime(a, "timegm", zoneGmtime)
}

func libcDifftime(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "difftime"); err != nil {
		return 0, err
	}
	return math.Float64bits(float64(int64(a[0]) - int64(a[1]))), nil
}

var (
	weekdayNames = [7]string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}
	monthNames   = [12]string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}
)

// name returns a table entry, "?" out of range as glibc prints.
func name(table []string, i int32, abbrev bool) string {
	if i < 0 || int(i) >= len(table) {
		return "?"
	}
	if abbrev {
		return table[i][:3]
	}
	return table[i]
}

// asctime is glibc's "%.3s %.3s%3d %.2d:%.2d:%.2d %d\n".
func asctime(tm cTm) string {
	return fmt.Sprintf("%.3s %.3s%3d %.2d:%.2d:%.2d %d\n", name(weekdayNames[:], tm.wday, true), name(monthNames[:], tm.mon, true),
		tm.mday, tm.hour, tm.min, tm.sec, int64(tm.year)+1900)
}

// staticAsc is the buffer asctime and ctime return, shared as in glibc.
func (p *Process) staticAsc() uint64 {
	if p.libc.asc == 0 {
		p.libc.asc = Addr(p.Mem.MapFixed(114, SegGlobal, "libc asctime buffer"), 0)
	}
	return p.libc.asc
}

func (p *Process) asctimeTo(tmAddr, dst uint64) (uint64, error) {
	tm, err := p.loadTm(tmAddr)
	if err != nil {
		return 0, err
	}
	return dst, p.writeString(dst, asctime(tm))
}

func libcAsctime(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 1, "asctime"); err != nil {
		return 0, err
	}
	return p.asctimeTo(a[0], p.staticAsc())
}

func libcAsctimeR(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "asctime_r"); err != nil {
		return 0, err
	}
	return p.asctimeTo(a[0], a[1])
}

func libcCtime(p *Process, a []uint64) (uint64, error) {
	tm, err := libcLocaltime(p, a)
	if err != nil || tm == 0 {
		return 0, err
	}
	return p.asctimeTo(tm, p.staticAsc())
}

func libcCtimeR(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 2, "ctime_r"); err != nil {
		return 0, err
	}
	t, err := p.timeFrom(a[0])
	if err != nil {
		return 0, err
	}
	return a[1], p.writeString(a[1], asctime(tmOf(t)))
}

// tmOf is t's fields, as storeTm writes them.
func tmOf(t time.Time) cTm {
	return cTm{sec: int32(t.Second()), min: int32(t.Minute()), hour: int32(t.Hour()), mday: int32(t.Day()),
		mon: int32(t.Month()) - 1, year: int32(t.Year() - 1900), wday: int32(t.Weekday()), yday: int32(t.YearDay() - 1)}
}

func libcStrftime(p *Process, a []uint64) (uint64, error) {
	if err := cArgs(a, 4, "strftime"); err != nil {
		return 0, err
	}
	format, err := p.cformat(a[2])
	if err != nil {
		return 0, err
	}
	tm, err := p.loadTm(a[3])
	if err != nil {
		return 0, err
	}
	zone := ""
	if tm.zone != 0 {
		if zone, err = p.cstring(tm.zone); err != nil {
			return 0, err
		}
	}
	out := strftime(format, tm, zone)
	if uint64(len(out)) >= a[1] {
		return 0, nil // does not fit: the contents are unspecified
	}
	return uint64(len(out)), p.writeString(a[0], out)
}

// strftime formats tm as glibc does in the C locale (flags _ - 0 ^ #, a
// field width, the E and O modifiers accepted and ignored).
func strftime(format string, tm cTm, zone string) string {
	var b strings.Builder
	year := int64(tm.year) + 1900
	hour12 := (tm.hour+11)%12 + 1
	// num writes n zero-padded (or as the flag says) to width digits.
	var pad byte
	var width int
	num := func(n int64, digits int, defPad byte) {
		p := defPad
		if pad != 0 {
			p = pad
		}
		w := digits
		if width > 0 {
			w = width
		}
		s := strconv.FormatInt(n, 10)
		neg := n < 0
		if neg {
			s = s[1:]
		}
		if p != '-' {
			for len(s) < w-boolInt(neg) {
				if p == '_' || p == ' ' {
					s = " " + s
				} else {
					s = "0" + s
				}
			}
		}
		if neg {
			s = "-" + s
		}
		b.WriteString(s)
	}
	var upper, swapCase bool
	str := func(s string) {
		if upper {
			s = strings.ToUpper(s)
		} else if swapCase {
			s = strings.ToLower(s)
		}
		for n := len(s); n < width; n++ {
			if pad == '0' {
				b.WriteByte('0')
			} else {
				b.WriteByte(' ')
			}
		}
		b.WriteString(s)
	}
	isoYear, isoWeek := isoWeek(year, tm.yday, tm.wday)
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		start := i
		pad, width, upper, swapCase = 0, 0, false, false
		i++
		for ; i < len(format); i++ {
			switch format[i] {
			case '_', '-', '0', '+':
				pad = format[i]
				continue
			case '^':
				upper = true
				continue
			case '#':
				swapCase = true
				continue
			}
			break
		}
		for ; i < len(format) && format[i] >= '0' && format[i] <= '9'; i++ {
			width = width*10 + int(format[i]-'0')
		}
		if i < len(format) && (format[i] == 'E' || format[i] == 'O') {
			i++
		}
		if i >= len(format) {
			b.WriteString(format[start:])
			break
		}
		if pad == '+' {
			pad = '0'
		}
		if swapCase && strings.IndexByte("aAbBh", format[i]) >= 0 {
			swapCase, upper = false, true // '#' capitalises names, lowers %p and %Z
		}
		switch format[i] {
		case '%':
			b.WriteByte('%')
		case 'a':
			str(name(weekdayNames[:], tm.wday, true))
		case 'A':
			str(name(weekdayNames[:], tm.wday, false))
		case 'b', 'h':
			str(name(monthNames[:], tm.mon, true))
		case 'B':
			str(name(monthNames[:], tm.mon, false))
		case 'c':
			str(strftime("%a %b %e %H:%M:%S %Y", tm, zone))
		case 'C':
			num(floorDiv(year, 100), 2, '0')
		case 'd':
			num(int64(tm.mday), 2, '0')
		case 'D':
			str(strftime("%m/%d/%y", tm, zone))
		case 'e':
			num(int64(tm.mday), 2, '_')
		case 'F':
			str(strftime("%Y-%m-%d", tm, zone))
		case 'g':
			num((isoYear%100+100)%100, 2, '0')
		case 'G':
			num(isoYear, 1, '0')
		case 'H':
			num(int64(tm.hour), 2, '0')
		case 'I':
			num(int64(hour12), 2, '0')
		case 'j':
			num(int64(tm.yday)+1, 3, '0')
		case 'k':
			num(int64(tm.hour), 2, '_')
		case 'l':
			num(int64(hour12), 2, '_')
		case 'm':
			num(int64(tm.mon)+1, 2, '0')
		case 'M':
			num(int64(tm.min), 2, '0')
		case 'n':
			b.WriteByte('\n')
		case 'p':
			if swapCase {
				swapCase, upper = false, false
				str(ampm(tm.hour, true))
			} else {
				str(ampm(tm.hour, false))
			}
		case 'P':
			str(ampm(tm.hour, true))
		case 'r':
			str(strftime("%I:%M:%S %p", tm, zone))
		case 'R':
			str(strftime("%H:%M", tm, zone))
		case 's':
			t := time.Date(int(year), time.Month(tm.mon+1), int(tm.mday), int(tm.hour), int(tm.min), int(tm.sec), 0, time.UTC)
			num(t.Unix(), 1, '0')
		case 'S':
			num(int64(tm.sec), 2, '0')
		case 't':
			b.WriteByte('\t')
		case 'T':
			str(strftime("%H:%M:%S", tm, zone))
		case 'u':
			num(int64((tm.wday+6)%7+1), 1, '0')
		case 'U':
			num(int64((tm.yday+7-tm.wday)/7), 2, '0')
		case 'V':
			num(isoWeek, 2, '0')
		case 'w':
			num(int64(tm.wday), 1, '0')
		case 'W':
			num(int64((tm.yday+7-(tm.wday+6)%7)/7), 2, '0')
		case 'x':
			str(strftime("%m/%d/%y", tm, zone))
		case 'X':
			str(strftime("%H:%M:%S", tm, zone))
		case 'y':
			num((year%100+100)%100, 2, '0')
		case 'Y':
			num(year, 1, '0')
		case 'z':
			off := tm.gmtoff / 60
			sign := "+"
			if off < 0 {
				sign, off = "-", -off
			}
			str(fmt.Sprintf("%s%02d%02d", sign, off/60, off%60))
		case 'Z':
			str(zone)
		default:
			b.WriteString(format[start : i+1]) // unknown: copied as glibc does
		}
	}
	return b.String()
}

func ampm(hour int32, lower bool) string {
	s := "AM"
	if hour >= 12 {
		s = "PM"
	}
	if lower {
		s = strings.ToLower(s)
	}
	return s
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// isoWeek is ISO 8601's week-numbering year and week of a day given by its
// year, day of the year (0-based) and weekday, as glibc computes them from
// tm_yday and tm_wday.
func isoWeek(year int64, yday, wday int32) (int64, int64) {
	isLeap := func(y int64) bool { return y%4 == 0 && (y%100 != 0 || y%400 == 0) }
	// isoWeekDays is the day of the year (0-based) on which the ISO year
	// containing yday starts, relative to yday's year (glibc's iso_week_days).
	isoWeekDays := func(yday, wday int64) int64 {
		const bigEnoughMultipleOf7 = (366/7 + 2) * 7
		return yday - (yday-wday+4+bigEnoughMultipleOf7)%7 + 3
	}
	days := isoWeekDays(int64(yday), int64(wday))
	if days < 0 {
		year--
		n := int64(365)
		if isLeap(year) {
			n = 366
		}
		days = isoWeekDays(int64(yday)+n, int64(wday))
	} else {
		n := int64(365)
		if isLeap(year) {
			n = 366
		}
		if d := isoWeekDays(int64(yday)-n, int64(wday)); d >= 0 {
			year++
			days = d
		}
	}
	return year, days/7 + 1
}
