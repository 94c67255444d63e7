// The libc functions mpiskel refuses, each with the reason a run that calls one stops with.
package interp

// refusedFuncs are functions real programs call that a simulated rank
// cannot do faithfully. A call stops the run with "mpiskel does not
// implement NAME (reason)" at the call site, where an unimplemented
// function that is not listed is reported as an unknown external.
var refusedFuncs = map[string]string{}

func init() {
	for reason, names := range map[string][]string{
		"a rank cannot start other processes": {
			"fork", "vfork", "system", "popen", "pclose", "execv", "execvp", "execve", "execl", "execlp", "execle", "posix_spawn", "posix_spawnp", "wait", "waitpid"},
		"a rank runs as one thread: threads are not simulated": {
			"pthread_create", "pthread_join", "pthread_detach", "pthread_cancel", "pthread_exit", "thrd_create"},
		"signals are not simulated": {
			"signal", "sigaction", "raise", "kill", "alarm", "setitimer", "sigprocmask", "pthread_kill"},
		"non-local jumps are not supported by the interpreter": {
			"setjmp", "_setjmp", "sigsetjmp", "__sigsetjmp", "longjmp", "_longjmp", "siglongjmp"},
		"code cannot be loaded at run time": {
			"dlopen", "dlsym", "dlclose"},
		"communication outside MPI is not simulated": {
			"socket", "connect", "bind", "listen", "accept", "send", "recv", "sendto", "recvfrom", "getaddrinfo", "gethostbyname", "shm_open", "shmget"},
		"file descriptors are not simulated: use stdio (fopen, fread, fwrite, fprintf, fscanf)": {
			"open", "open64", "creat", "read", "write", "close", "lseek", "lseek64", "pread", "pwrite", "dup", "dup2", "pipe", "fcntl", "ioctl", "fdopen", "freopen", "ftruncate", "truncate", "mkstemp", "tmpnam"},
		"directories are not simulated: a run sees the files of the working directory": {
			"mkdir", "rmdir", "opendir", "readdir", "closedir", "chdir", "getcwd", "stat", "lstat", "fstat", "stat64", "fstat64", "__xstat", "__fxstat", "__lxstat", "chmod", "link", "symlink", "readlink", "realpath"},
	} {
		for _, n := range names {
			refusedFuncs[n] = reason
		}
	}
}
