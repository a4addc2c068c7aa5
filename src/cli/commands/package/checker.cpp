// The output validator of a BoardLab problem package: every judge builds it from this source.
// Interface (Kattis, ICPC problem package format, DOMjudge):
//     checker INPUT ANSWER FEEDBACK_DIR [flags...] < TEAM_OUTPUT
// The answer is the only right output, so the team's output must have the answer's lines: a
// carriage return and blanks at the end of a line, and blank lines at the end, are ignored;
// anything else counts, spacing and letter case included. Exit 42 accepts, exit 43 rejects;
// the reason goes to FEEDBACK_DIR/judgemessage.txt in the words of BoardLab's own checker.
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

using namespace std;

static string feedback_dir;

// Writes the verdict's reason and exits with the verdict.
static void verdict(int code, const string &message) {
    ofstream(feedback_dir + "/judgemessage.txt") << message << "\n";
    cerr << message << "\n";
    exit(code);
}

// The lines of a text, each without its CR and blanks at the end, without blank lines at the end.
static vector<string> lines_of(const string &text) {
    vector<string> lines;
    string line;
    istringstream in(text);
    while (getline(in, line)) {
        size_t end = line.find_last_not_of(" \t\r");
        lines.push_back(end == string::npos ? "" : line.substr(0, end + 1));
    }
    while (!lines.empty() && lines.back().empty()) lines.pop_back();
    return lines;
}

static vector<string> tokens_of(const vector<string> &lines) {
    vector<string> tokens;
    for (const string &line : lines) {
        istringstream in(line);
        string token;
        while (in >> token) tokens.push_back(token);
    }
    return tokens;
}

// A line as the message quotes it: at most 60 characters.
static string quoted(const string &line) {
    return "'" + (line.size() > 60 ? line.substr(0, 57) + "..." : line) + "'";
}

int main(int argc, char **argv) {
    if (argc < 4) {
        cerr << "usage: checker INPUT ANSWER FEEDBACK_DIR [flags...] < OUTPUT\n";
        return 1;
    }
    feedback_dir = argv[3];
    ifstream answer_file(argv[2], ios::binary);
    if (!answer_file) {
        cerr << "FAIL cannot read the answer " << argv[2] << "\n";
        return 1;
    }
    stringstream answer_text, output_text;
    answer_text << answer_file.rdbuf();
    output_text << cin.rdbuf();
    vector<string> answer = lines_of(answer_text.str()), output = lines_of(output_text.str());
    size_t common = min(answer.size(), output.size()), line = 0;
    while (line < common && answer[line] == output[line]) line++;
    if (line == answer.size() && line == output.size())
        verdict(42, "ok " + to_string(answer.size()) + " line" + (answer.size() == 1 ? "" : "s"));
    string where = "line " + to_string(line + 1) + ": ";
    string expected = line < answer.size() ? quoted(answer[line]) : "no more lines";
    string found = line < output.size() ? quoted(output[line]) : "the end of the output";
    if (tokens_of(answer) == tokens_of(output))
        verdict(43, "wrong output format " + where + "expected " + expected + ", found " + found +
                        " (the same tokens, spread differently)");
    verdict(43, "wrong answer " + where + "expected " + expected + ", found " + found);
}
