//! Runs a contestant's program on an input, as a judge would: its argument vector as given
//! (never through a shell), the input on standard input, a wall-clock time limit, memory and CPU
//! time capped with setrlimit, and its standard output and error each read up to a cap. The
//! program runs in its own process group, which is killed at the time limit or when an output
//! goes past its cap, so a program that starts others leaves none behind.

#![allow(
    unsafe_code,
    reason = "the limits, the kill of the process group and the wait for its resource usage are libc calls"
)]

use boardlab::exit::ProgramExit;
use std::io::{Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// What a program may use.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    pub seconds: f64,
    /// Address space (RLIMIT_AS).
    pub memory_bytes: u64,
    /// Standard output and standard error, each.
    pub output_bytes: usize,
}

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    Exited(i32),
    Signalled(i32),
    TimedOut,
    /// Standard output or error went past the cap.
    TooMuchOutput,
}

#[derive(Debug)]
pub struct Run {
    pub ending: Ending,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub millis: f64,
    /// The CPU time it used (user and system), as judges time a program.
    pub cpu_millis: f64,
}

impl Run {
    /// How it ended, in words for the command line.
    pub fn describe(&self, limits: &Limits) -> String {
        match self.exit(limits) {
            None => format!("exit 0, {:.0} ms", self.millis),
            Some(exit) => exit.message().to_string(),
        }
    }

    /// How it ended when not normally, as the session words it and links carry it.
    pub fn exit(&self, limits: &Limits) -> Option<ProgramExit> {
        match self.ending {
            Ending::Exited(0) => None,
            Ending::Exited(code) => Some(ProgramExit::Status(code)),
            Ending::Signalled(signal) => Some(ProgramExit::Signal(signal)),
            Ending::TimedOut => Some(ProgramExit::Time(limits.seconds)),
            Ending::TooMuchOutput => Some(ProgramExit::Output(limits.output_bytes as u64 >> 20)),
        }
    }
}

/// Reads `from` up to `cap` bytes; `Err` with what was read when there is more.
fn read_capped(mut from: impl Read, cap: usize) -> Result<Vec<u8>, Vec<u8>> {
    let mut read = Vec::new();
    let mut limited = (&mut from).take(cap as u64 + 1);
    // A read error ends the output like its end would: the program closed it or died.
    if limited.read_to_end(&mut read).is_err() || read.len() <= cap {
        return Ok(read);
    }
    read.truncate(cap);
    Err(read)
}

/// Runs `argv` with `input` on standard input.
pub fn run(argv: &[String], input: &[u8], limits: &Limits) -> std::io::Result<Run> {
    run_with_env(argv, input, limits, &[])
}

/// Runs `argv` with `input` on standard input and the environment variables `env` set.
pub fn run_with_env(
    argv: &[String],
    input: &[u8],
    limits: &Limits,
    env: &[(&str, &std::path::Path)],
) -> std::io::Result<Run> {
    let (program, args) = argv.split_first().expect("clap requires a command");
    let mut command = Command::new(program);
    command
        .envs(env.iter().copied())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    let memory = limits.memory_bytes;
    // The CPU limit is a backstop for the wall clock: a second more, rounded up.
    let cpu = limits.seconds.ceil() as u64 + 1;
    // SAFETY: the closure runs in the child between fork and exec and only calls setrlimit,
    // which is async-signal-safe; it touches no memory of the parent.
    unsafe {
        command.pre_exec(move || {
            let cap = |resource, value: u64| {
                let limit = libc::rlimit {
                    rlim_cur: value as libc::rlim_t,
                    rlim_max: value as libc::rlim_t,
                };
                if libc::setrlimit(resource, &limit) == 0 {
                    Ok(())
                } else {
                    Err(std::io::Error::last_os_error())
                }
            };
            cap(libc::RLIMIT_AS, memory)?;
            cap(libc::RLIMIT_CPU, cpu)
        });
    }
    let started = Instant::now();
    let mut child = command.spawn()?;
    let group = child.id() as libc::pid_t;
    let kill = move || {
        // SAFETY: kill(2) with the child's process group; at worst the group is gone already.
        unsafe { libc::kill(-group, libc::SIGKILL) };
    };
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let stdout = child.stdout.take().expect("stdout is piped");
    let stderr = child.stderr.take().expect("stderr is piped");
    let input = input.to_vec();
    // A program that does not read its input gets a broken pipe: that is its business.
    let writer = std::thread::spawn(move || drop(stdin.write_all(&input)));
    let cap = limits.output_bytes;
    let (sender, outputs) = mpsc::channel();
    for (index, stream) in [
        (0, Box::new(stdout) as Box<dyn Read + Send>),
        (1, Box::new(stderr)),
    ] {
        let sender = sender.clone();
        std::thread::spawn(move || {
            let read = read_capped(stream, cap);
            if read.is_err() {
                kill();
            }
            // The receiver waits for both streams; it is gone only if the run failed already.
            drop(sender.send((index, read)));
        });
    }
    drop(sender);
    let (done, waited) = mpsc::channel();
    std::thread::spawn(move || drop(done.send(wait(child))));
    let deadline = Duration::from_secs_f64(limits.seconds);
    let (status, cpu_millis) = match waited.recv_timeout(deadline) {
        Ok(waited) => {
            let (status, cpu_millis) = waited?;
            (Some(status), cpu_millis)
        }
        Err(_) => {
            kill();
            let (_, cpu_millis) = waited
                .recv()
                .expect("the waiting thread answers once the child is killed")?;
            (None, cpu_millis)
        }
    };
    // Grandchildren may hold the pipes open: the group goes before the outputs are awaited.
    kill();
    let millis = started.elapsed().as_secs_f64() * 1000.0;
    let mut streams: [Result<Vec<u8>, Vec<u8>>; 2] = [Ok(Vec::new()), Ok(Vec::new())];
    for (index, read) in outputs.iter() {
        streams[index] = read;
    }
    drop(writer.join());
    let too_much = streams.iter().any(Result::is_err);
    let [stdout, stderr] = streams.map(|s| s.unwrap_or_else(|cut| cut));
    let ending = match status {
        None => Ending::TimedOut,
        Some(_) if too_much => Ending::TooMuchOutput,
        Some(status) => match (status.code(), status.signal()) {
            (Some(code), _) => Ending::Exited(code),
            (None, Some(signal)) => Ending::Signalled(signal),
            (None, None) => unreachable!("a process that ended exited or was signalled"),
        },
    };
    Ok(Run {
        ending,
        stdout,
        stderr,
        millis,
        cpu_millis,
    })
}

/// Waits for `child` to end: its status and the CPU time it used in milliseconds.
fn wait(child: std::process::Child) -> std::io::Result<(ExitStatus, f64)> {
    let pid = child.id() as libc::pid_t;
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value of the plain C struct wait4 fills in.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    loop {
        // SAFETY: wait4 on our own child, with pointers to locals that outlive the call.
        let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
        if waited == pid {
            break;
        }
        let error = std::io::Error::last_os_error();
        if error.kind() != std::io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
    // Reaped here: `child` is only dropped, never waited for again.
    drop(child);
    let millis = |time: libc::timeval| time.tv_sec as f64 * 1000.0 + time.tv_usec as f64 / 1000.0;
    Ok((
        ExitStatus::from_raw(status),
        millis(usage.ru_utime) + millis(usage.ru_stime),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The session words signals by their Linux numbers: they are this system's.
    #[test]
    fn signals_are_named_by_this_systems_numbers() {
        for (signal, name) in [
            (libc::SIGSEGV, "SIGSEGV"),
            (libc::SIGABRT, "SIGABRT"),
            (libc::SIGFPE, "SIGFPE"),
            (libc::SIGKILL, "SIGKILL"),
            (libc::SIGXCPU, "SIGXCPU"),
            (libc::SIGBUS, "SIGBUS"),
            (libc::SIGPIPE, "SIGPIPE"),
        ] {
            let said = ProgramExit::Signal(signal).message().to_string();
            assert!(said.contains(&format!("({name}")), "{said}");
        }
    }
}
