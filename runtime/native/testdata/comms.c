/* comms.c: communicators made every way the simulator numbers them, used
 * by collectives, so that a diff of the native trace against the simulated
 * one compares their ids: MPI_Comm_create with one group for all and with
 * a different group on each rank (disjoint rows and columns of a 2 x n/2
 * grid, as the PRK DGEMM makes them), MPI_Comm_dup of each column and of
 * MPI_COMM_SELF (creations on disjoint communicators, which complete in an
 * order that depends on timing), MPI_Comm_split with keys reversing the
 * order, MPI_Comm_dup, MPI_Cart_create and MPI_Cart_sub. */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Group world, g;
  MPI_Comm_group(MPI_COMM_WORLD, &world);

  /* the even ranks, one group for all */
  int members[64], n = 0;
  for (int r = 0; r < size && n < 64; r += 2)
    members[n++] = r;
  MPI_Comm evens;
  MPI_Group_incl(world, n, members, &g);
  MPI_Comm_create(MPI_COMM_WORLD, g, &evens);
  MPI_Group_free(&g);

  /* rows (pairs) and columns: each rank gives the group it is in */
  int ncols = (size + 1) / 2;
  n = 0;
  for (int r = rank / 2 * 2; r < rank / 2 * 2 + 2 && r < size; r++)
    members[n++] = r;
  MPI_Comm row, col;
  MPI_Group_incl(world, n, members, &g);
  MPI_Comm_create(MPI_COMM_WORLD, g, &row);
  MPI_Group_free(&g);
  n = 0;
  for (int r = rank % 2; r < size && n < ncols; r += 2)
    members[n++] = r;
  MPI_Group_incl(world, n, members, &g);
  MPI_Comm_create(MPI_COMM_WORLD, g, &col);
  MPI_Group_free(&g);
  MPI_Comm col_dup, self_dup;
  MPI_Comm_dup(col, &col_dup);
  MPI_Comm_dup(MPI_COMM_SELF, &self_dup);

  MPI_Comm halves, dup, cart, cart_row;
  MPI_Comm_split(MPI_COMM_WORLD, rank % 2, -rank, &halves);
  MPI_Comm_dup(MPI_COMM_WORLD, &dup);
  int dims[2] = {0, 0}, periods[2] = {0, 1}, remain[2] = {0, 1};
  MPI_Dims_create(size, 2, dims);
  MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart);
  MPI_Cart_sub(cart, remain, &cart_row);

  int x = rank, sum = 0;
  if (evens != MPI_COMM_NULL)
    MPI_Allreduce(&x, &sum, 1, MPI_INT, MPI_SUM, evens);
  MPI_Allreduce(&x, &sum, 1, MPI_INT, MPI_SUM, row);
  MPI_Bcast(&x, 1, MPI_INT, 0, col);
  MPI_Bcast(&x, 1, MPI_INT, 0, col_dup);
  MPI_Allreduce(&x, &sum, 1, MPI_INT, MPI_SUM, self_dup);
  MPI_Allreduce(&x, &sum, 1, MPI_INT, MPI_MAX, halves);
  MPI_Barrier(dup);
  MPI_Allreduce(&x, &sum, 1, MPI_INT, MPI_SUM, cart_row);
  int total = 0;
  MPI_Reduce(&sum, &total, 1, MPI_INT, MPI_SUM, 0, MPI_COMM_WORLD);
  if (rank == 0)
    printf("comms: %d ranks, %d\n", size, total);

  if (evens != MPI_COMM_NULL)
    MPI_Comm_free(&evens);
  MPI_Comm_free(&row);
  MPI_Comm_free(&col);
  MPI_Comm_free(&col_dup);
  MPI_Comm_free(&self_dup);
  MPI_Comm_free(&halves);
  MPI_Comm_free(&dup);
  MPI_Comm_free(&cart_row);
  MPI_Comm_free(&cart);
  MPI_Group_free(&world);
  MPI_Finalize();
  return 0;
}
