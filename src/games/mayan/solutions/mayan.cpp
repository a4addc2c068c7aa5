// A contestant's solution to NOIP 2011 "Mayan 游戏": depth-first search in answer order with
// exact pruning, and a trace of the answer's boards on standard error.
// Planted bug (compiled with -DPLANTED): the search tries the rows from the top down, so of
// two answers that differ in a move's row it may print the larger one (a wrong tie-break).
// Another (-DPLANTED_TOP): a vertical run that reaches the top row is not cleared, so the search
// misses answers that need one. With the file named by BOARDLAB_JUDGE_LINE (`boardlab debug
// --replay-judge`), it plays the moves in that file instead of searching, tracing each board.
// The trace is left out when compiled with -DNO_TRACE, as a problem package's copy is.
#include <array>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <utility>
#include <vector>
using namespace std;

typedef array<array<int, 7>, 5> Board;  // [x][y], y = 0 at the bottom, 0 = empty
int n;
Board start;
vector<array<int, 3>> answer;
set<pair<Board, int>> failed;

void settle(Board &b) {
    while (true) {
        for (int x = 0; x < 5; x++) {  // gravity
            int to = 0;
            for (int y = 0; y < 7; y++) if (b[x][y]) { int c = b[x][y]; b[x][y] = 0; b[x][to++] = c; }
        }
        bool mark[5][7] = {};
        bool any = false;
        for (int x = 0; x < 5; x++)
            for (int y = 0; y < 7; y++) {
                int c = b[x][y];
                if (!c) continue;
                if (x + 2 < 5 && b[x + 1][y] == c && b[x + 2][y] == c) {
                    mark[x][y] = mark[x + 1][y] = mark[x + 2][y] = any = true;
                }
#ifdef PLANTED_TOP
                if (y + 2 < 6 && b[x][y + 1] == c && b[x][y + 2] == c) {
#else
                if (y + 2 < 7 && b[x][y + 1] == c && b[x][y + 2] == c) {
#endif
                    mark[x][y] = mark[x][y + 1] = mark[x][y + 2] = any = true;
                }
            }
        if (!any) return;
        for (int x = 0; x < 5; x++) for (int y = 0; y < 7; y++) if (mark[x][y]) b[x][y] = 0;
    }
}

bool empty(const Board &b) {
    for (auto &col : b) for (int c : col) if (c) return false;
    return true;
}

// Some colour with 1 or 2 blocks can never vanish.
bool hopeless(const Board &b) {
    int count[11] = {};
    for (auto &col : b) for (int c : col) count[c]++;
    for (int c = 1; c <= 10; c++) if (count[c] == 1 || count[c] == 2) return true;
    return false;
}

bool search(const Board &b, int depth) {
    if (depth == n) return empty(b);
    if (empty(b) || hopeless(b) || failed.count({b, depth})) return false;
    for (int x = 0; x < 5; x++)
#ifdef PLANTED
        for (int y = 6; y >= 0; y--)
#else
        for (int y = 0; y < 7; y++)
#endif
            for (int g : {1, -1}) {
                if (!b[x][y] || x + g < 0 || x + g > 4) continue;
                if (g == -1 && b[x - 1][y]) continue;  // the same board as the right move of (x-1, y)
                Board next = b;
                swap(next[x][y], next[x + g][y]);
                settle(next);
                answer.push_back({x, y, g});
                if (search(next, depth + 1)) return true;
                answer.pop_back();
            }
    failed.insert({b, depth});
    return false;
}

void traceBoard(const Board &b) {
    fprintf(stderr, "$ board\n");
    for (auto &col : b) {
        fprintf(stderr, "$");
        for (int c : col) fprintf(stderr, " %d", c);
        fprintf(stderr, "\n");
    }
}

int main() {
    scanf("%d", &n);
    for (int x = 0; x < 5; x++)
        for (int y = 0, c; scanf("%d", &c) == 1 && c; y++) start[x][y] = c;
#ifndef NO_TRACE
    fprintf(stderr, "$ move 0\n");
    traceBoard(start);
#endif
    // Replaying the judge's line: its moves, as the judge printed them, instead of a search.
    if (const char *line = getenv("BOARDLAB_JUDGE_LINE")) {
        FILE *moves = fopen(line, "r");
        for (int x, y, g; moves && fscanf(moves, "%d %d %d", &x, &y, &g) == 3;) answer.push_back({x, y, g});
    } else if (!search(start, 0)) {
        printf("-1\n");
        return 0;
    }
    Board b = start;
    for (size_t i = 0; i < answer.size(); i++) {
        auto [x, y, g] = answer[i];
        printf("%d %d %d\n", x, y, g);
        swap(b[x][y], b[x + g][y]);
        settle(b);
#ifndef NO_TRACE
        fprintf(stderr, "$ move %zu\n$ play %d %d %d\n", i + 1, x, y, g);
        traceBoard(b);
#endif
    }
}
