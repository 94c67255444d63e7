/* A ring buffer queue over a fixed array with modular indices, used for a breadth-first search on a grid. */
#include <stdio.h>

#define W 8
#define H 6
#define CAP 64

static int qx[CAP], qy[CAP], head, tail;
static void push(int x, int y) { qx[tail] = x; qy[tail] = y; tail = (tail + 1) % CAP; }
static int pop(int *x, int *y) { if (head == tail) return 0; *x = qx[head]; *y = qy[head]; head = (head + 1) % CAP; return 1; }

int main(void) {
    const char *grid[H] = {"........", ".####.#.", ".#....#.", ".#.##.#.", "...#....", "##...##."};
    int dist[H][W];
    for (int y = 0; y < H; y++) for (int x = 0; x < W; x++) dist[y][x] = -1;
    dist[0][0] = 0;
    push(0, 0);
    int x, y;
    static const int dx[] = {1, -1, 0, 0}, dy[] = {0, 0, 1, -1};
    while (pop(&x, &y))
        for (int k = 0; k < 4; k++) {
            int nx = x + dx[k], ny = y + dy[k];
            if (nx < 0 || ny < 0 || nx >= W || ny >= H || grid[ny][nx] == '#' || dist[ny][nx] >= 0) continue;
            dist[ny][nx] = dist[y][x] + 1;
            push(nx, ny);
        }
    for (y = 0; y < H; y++) { for (x = 0; x < W; x++) printf("%3d", dist[y][x]); printf("\n"); }
    return 0;
}
