/* pingpong.c: ping-pong between ranks 0 and 1, the measurement behind presets/local.toml.
   Build and run: mpicc -O2 pingpong.c -o pingpong && mpirun -np 2 ./pingpong
   Prints, per message size, the half round-trip time; latency is the 8-byte figure and
   bandwidth is size / (half round trip - latency) for the largest size. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int rank;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    const int sizes[] = {8, 1024, 65536, 1 << 20, 4 << 20};
    char *buf = calloc(4 << 20, 1);
    for (unsigned s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
        int n = sizes[s];
        int iters = n <= 65536 ? 20000 : 200;
        double best = 1e30;
        for (int rep = 0; rep < 5; rep++) {
            MPI_Barrier(MPI_COMM_WORLD);
            double t0 = MPI_Wtime();
            for (int i = 0; i < iters; i++) {
                if (rank == 0) {
                    MPI_Send(buf, n, MPI_BYTE, 1, 0, MPI_COMM_WORLD);
                    MPI_Recv(buf, n, MPI_BYTE, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                } else {
                    MPI_Recv(buf, n, MPI_BYTE, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
                    MPI_Send(buf, n, MPI_BYTE, 0, 0, MPI_COMM_WORLD);
                }
            }
            double half = (MPI_Wtime() - t0) / iters / 2;
            if (half < best) best = half;
        }
        if (rank == 0)
            printf("%8d bytes  %10.3f us  %8.3f GB/s\n", n, best * 1e6, n / best / 1e9);
    }
    free(buf);
    MPI_Finalize();
    return 0;
}
