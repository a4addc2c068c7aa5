// A contestant's solution to the Quera "Mench" project, parts 1-5 (the part is the first
// argument; without one, PART when compiled with -DPART=n, else 5), with a trace on standard
// error for parts 3-5.
// Planted bugs (compiled with -DPLANTED), one per part:
//   part 1: faces 2 and 3 put their pips on the other diagonal (a mirrored picture);
//   part 2: the first die is skipped, the sequence advanced once too often (an off-by-one);
//   part 3: a six ends the roll instead of rolling again (a misread rule);
//   part 4: the turn passes after every entry or move, even with dice left (a misread rule);
//   part 5: a captured piece goes back to its own corner cell (R2 to 42) instead of the lowest
//   free corner cell of its colour (a misread rule).
// With -DPLANTED_HOME instead (a bug the shrinking tests plant, any part from 3): the home cells
// are numbered from the centre (R 48 first) instead of from the track (R 45 first).
// The trace is left out when compiled with -DNO_TRACE, as a problem package's copy is.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>
#include <utility>
#include <vector>
using namespace std;

const int GRID[11][11] = {
    {41, 42, 0, 0, 9, 10, 11, 0, 0, 49, 50}, {43, 44, 0, 0, 8, 53, 12, 0, 0, 51, 52},
    {0, 0, 0, 0, 7, 54, 13, 0, 0, 0, 0},     {0, 0, 0, 0, 6, 55, 14, 0, 0, 0, 0},
    {1, 2, 3, 4, 5, 56, 15, 16, 17, 18, 19}, {40, 45, 46, 47, 48, 0, 64, 63, 62, 61, 20},
    {39, 38, 37, 36, 35, 72, 25, 24, 23, 22, 21}, {0, 0, 0, 0, 34, 71, 26, 0, 0, 0, 0},
    {0, 0, 0, 0, 33, 70, 27, 0, 0, 0, 0},    {65, 66, 0, 0, 32, 69, 28, 0, 0, 57, 58},
    {67, 68, 0, 0, 31, 30, 29, 0, 0, 59, 60}};
const char *LETTERS = "RBGY";

#ifndef PART
#define PART 5
#endif
#ifdef PLANTED
const bool planted = true;
#else
const bool planted = false;
#endif
#ifdef PLANTED_HOME
const bool homeFromCentre = true;
#else
const bool homeFromCentre = false;
#endif

int part, players;
long long A, B, M, X = 0;
int turn = 0;
int pos[16];        // path index 0..43, or -1 in the corner
int corner[16];     // the corner slot while in the corner
int dice[7];        // unused values of the current player

int pathCell(int colour, int index) {
    if (index < 40) return (10 * colour + index) % 40 + 1;
    return 45 + 8 * colour + (homeFromCentre ? 43 - index : index - 40);
}
int cellOf(int p) { return pos[p] < 0 ? 41 + 8 * (p / 4) + corner[p] : pathCell(p / 4, pos[p]); }
int ownOn(int cell, int colour) {
    for (int p = 4 * colour; p < 4 * colour + 4; p++) if (pos[p] >= 0 && cellOf(p) == cell) return p;
    return -1;
}
int opponentOn(int cell, int colour) {
    for (int p = 0; p < 4 * players; p++) if (p / 4 != colour && pos[p] >= 0 && cellOf(p) == cell) return p;
    return -1;
}
void capture(int victim) {
    int colour = victim / 4, slot = 0;
    if (planted && part == 5) slot = victim % 4;
    else
        for (;; slot++) {
            bool used = false;
            for (int p = 4 * colour; p < 4 * colour + 4; p++) if (pos[p] < 0 && corner[p] == slot) used = true;
            if (!used) break;
        }
    pos[victim] = -1;
    corner[victim] = slot;
}
bool anyDice() { for (int v = 1; v <= 6; v++) if (dice[v]) return true; return false; }
void endOfAction() { if (!anyDice() || (planted && part == 4)) turn = (turn + 1) % players; }

int pieceOf(const string &name) {
    return int(strchr(LETTERS, name[0]) - LETTERS) * 4 + (name[1] - '1');
}

// Part 1: the face of die d, 5 lines of 5 characters.
void face(int d) {
    vector<pair<int, int>> pips;
    bool mirrored = planted && (d == 2 || d == 3);
    if (d % 2 == 1) pips.push_back({2, 2});
    if (d >= 2) pips.push_back(mirrored ? make_pair(1, 1) : make_pair(1, 3)), pips.push_back(mirrored ? make_pair(3, 3) : make_pair(3, 1));
    if (d >= 4) pips.push_back({1, 1}), pips.push_back({3, 3});
    if (d == 6) pips.push_back({2, 1}), pips.push_back({2, 3});
    for (int r = 0; r < 5; r++) {
        string line(5, '.');
        for (auto [pr, pc] : pips) if (pr == r) line[pc] = 'o';
        printf("%s\n", line.c_str());
    }
}

int main(int argc, char **argv) {
    part = argc > 1 ? atoi(argv[1]) : PART;
    if (part == 1) {
        int d;
        cin >> d;
        face(d);
        return 0;
    }
    if (part == 2) {
        int n;
        cin >> A >> B >> M >> n;
        if (planted) X = (A * X + B) % M;
        while (n--) {
            X = (A * X + B) % M;
            printf("%lld\n", X % 6 + 1);
        }
        return 0;
    }
    players = part == 3 ? 1 : 4;
    for (int p = 0; p < 16; p++) pos[p] = -1, corner[p] = p % 4;
    int q;
    cin >> A >> B >> M >> q;
    for (int request = 1; request <= q; request++) {
        string word, name;
        cin >> word;
        string said;
        bool printed = true;
        if (word == "dice") {
            if (anyDice()) said = "invalid dice rolling";
            else {
                while (true) {
                    X = (A * X + B) % M;
                    int v = X % 6 + 1;
                    dice[v]++;
                    said += (said.empty() ? "" : " ") + to_string(v);
                    if (v != 6 || (planted && part == 3)) break;
                }
            }
        } else if (word == "enter") {
            cin >> name;
            int p = pieceOf(name), colour = p / 4, start = 10 * colour + 1;
            if (players > 1 && colour != turn) said = "it is not your turn";
            else if (pos[p] >= 0) said = "that is in";
            else if (!dice[6]) said = "you need six";
            else if (ownOn(start, colour) >= 0) said = "busy starting cell";
            else {
                dice[6]--;
                int victim = opponentOn(start, colour);
                if (victim >= 0) capture(victim);
                pos[p] = 0;
                endOfAction();
                said = to_string(start);
            }
        } else if (word == "move") {
            int s;
            cin >> name >> s;
            int p = pieceOf(name), colour = p / 4;
            if (players > 1 && colour != turn) said = "it is not your turn";
            else if (!dice[s]) said = "invalid move";
            else if (pos[p] < 0) said = "it is not in";
            else if (pos[p] + s > 43) said = "you can not move";
            else if (ownOn(pathCell(colour, pos[p] + s), colour) >= 0) said = "destination is busy";
            else {
                dice[s]--;
                pos[p] += s;
                int cell = pathCell(colour, pos[p]);
                int victim = opponentOn(cell, colour);
                if (victim >= 0) capture(victim);
                endOfAction();
                said = to_string(cell);
            }
        } else {  // giveup
            memset(dice, 0, sizeof dice);
            turn = (turn + 1) % players;
            printed = false;
        }
        if (printed) printf("%s\n", said.c_str());
        if (part == 5) {
            string shown[73];
            for (int p = 0; p < 16; p++) shown[cellOf(p)] = string(1, LETTERS[p / 4]) + char('1' + p % 4);
            for (auto &row : GRID) {
                for (int c = 0; c < 11; c++) {
                    int cell = row[c];
                    string text = cell == 0 ? ".." : !shown[cell].empty() ? shown[cell] : cell <= 40 ? "00" : "xx";
                    printf("%s%c", text.c_str(), c == 10 ? '\n' : '.');
                }
            }
        }
#ifndef NO_TRACE
        fprintf(stderr, "$ request %d\n$ cells", request);
        for (int p = 0; p < 4 * players; p++) fprintf(stderr, " %d", cellOf(p));
        fprintf(stderr, "\n$ dice");
        for (int v = 1; v <= 6; v++) for (int i = 0; i < dice[v]; i++) fprintf(stderr, " %d", v);
        fprintf(stderr, "\n$ turn %c\n", LETTERS[turn]);
#endif
    }
}
