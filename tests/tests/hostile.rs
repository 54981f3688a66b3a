//! Hostile inputs: each must give a clean error or a correct result, never a panic, abort,
//! stack overflow or hang. Some error texts are asserted exactly (recorded from MLIR 22's
//! `mlir-opt --allow-unregistered-dialect`). Runs on the test thread's ordinary stack. The
//! deep inputs are accepted now (the parser's stack grows); `deep_nesting.rs` checks their
//! output.

use ods_runtime::tool::driver::{run, Options, Outcome};
use ods_runtime::Context;

fn setup(_ctx: &mut Context) {}

fn opt(text: &[u8]) -> Outcome {
    let opts = Options::parse(
        ["--allow-unregistered-dialect", "h.mlir"]
            .iter()
            .map(|s| s.to_string()),
    )
    .expect("options");
    let out = run(&opts, text, setup);
    assert!(out.code == 0 || out.code == 1, "exit code {}", out.code);
    if out.code == 1 {
        assert!(
            out.stderr.starts_with(b"h.mlir:") || out.stderr.starts_with(b"<unknown>"),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    out
}

fn err(text: &[u8]) -> String {
    let out = opt(text);
    assert_eq!(
        out.code,
        1,
        "accepted: {}",
        String::from_utf8_lossy(&out.stdout)
    );
    String::from_utf8_lossy(&out.stderr).into_owned()
}

const DEPTH: usize = 100_000;

fn nest(open: &str, middle: &str, close: &str) -> Vec<u8> {
    let mut s = String::with_capacity(DEPTH * (open.len() + close.len()) + middle.len());
    for _ in 0..DEPTH {
        s.push_str(open);
    }
    s.push_str(middle);
    for _ in 0..DEPTH {
        s.push_str(close);
    }
    s.into_bytes()
}

fn wrap(prefix: &str, body: Vec<u8>, suffix: &str) -> Vec<u8> {
    let mut v = prefix.as_bytes().to_vec();
    v.extend(body);
    v.extend_from_slice(suffix.as_bytes());
    v
}

/// 100,000 nested regions parse (printing them would take 10 GB of indentation: see
/// `deep_nesting.rs` for the stages on deep regions); an error at the bottom is located there.
#[test]
fn deep_regions() {
    let e = err(&nest(
        "\"foo.a\"() ({\n",
        "\"foo.c\"(%y) : (i32) -> ()\n",
        "}) : () -> ()\n",
    ));
    assert_eq!(
        e,
        format!(
            "h.mlir:{}:9: error: use of undeclared SSA value name\n\"foo.c\"(%y) : (i32) -> \
             ()\n        ^\n",
            DEPTH + 1
        )
    );
}

#[test]
fn deep_arrays_and_dictionaries() {
    opt(&wrap(
        "\"foo.a\"() {x = ",
        nest("[", "1", "]"),
        "} : () -> ()\n",
    ));
    opt(&wrap(
        "\"foo.a\"() {x = ",
        nest("{a = ", "1", "}"),
        "} : () -> ()\n",
    ));
}

#[test]
fn deep_types() {
    opt(&wrap(
        "\"foo.a\"() : () -> ",
        nest("tuple<", "i32", ">"),
        "\n",
    ));
    opt(&wrap(
        "\"foo.a\"() : () -> ",
        nest("(() -> ", "i32", ")"),
        "\n",
    ));
}

#[test]
fn deep_locations() {
    opt(&wrap(
        "\"foo.a\"() : () -> () loc(",
        nest("callsite(", "\"a\":1:1", " at \"b\":2:2)"),
        ")\n",
    ));
    opt(&wrap(
        "\"foo.a\"() : () -> () loc(",
        nest("\"n\"(", "\"a\":1:1", ")"),
        ")\n",
    ));
}

#[test]
fn huge_numbers() {
    let digits = "9".repeat(100_000);
    let e = err(format!("\"foo.a\"() {{x = {digits} : i32}} : () -> ()\n").as_bytes());
    assert!(e.starts_with("h.mlir:1:16: error: integer constant out of range for attribute\n"));
    assert_eq!(
        err(b"\"foo.a\"() : () -> i99999999999\n"),
        "h.mlir:1:19: error: invalid integer width\n\"foo.a\"() : () -> i99999999999\n                  ^\n"
    );
    assert_eq!(
        err(b"%0:4294967296 = \"foo.a\"() : () -> ()\n"),
        "h.mlir:1:1: error: cannot name an operation with no results\n%0:4294967296 = \"foo.a\"() : () -> ()\n^\n"
    );
    assert_eq!(
        err(b"%0 = \"foo.a\"() : () -> i32\n\"foo.b\"(%0#99999999999) : (i32) -> ()\n"),
        "h.mlir:2:11: error: invalid SSA value result number\n\"foo.b\"(%0#99999999999) : (i32) -> ()\n          ^\n"
    );
    opt(b"%0:99999999999 = \"foo.a\"() : () -> (i32)\n");
    opt(b"\"foo.a\"() : () -> tensor<99999999999999999999x99999999999999999xf32>\n");
    opt(b"\"foo.a\"() : () -> vector<4294967296x4294967296xi1>\n");
}

#[test]
fn undefined_and_redefined_values() {
    assert_eq!(
        err(b"\"foo.b\"(%x) : (i32) -> ()\n"),
        "h.mlir:1:9: error: use of undeclared SSA value name\n\"foo.b\"(%x) : (i32) -> ()\n        ^\n"
    );
    assert_eq!(
        err(b"%x = \"foo.a\"() : () -> i32\n%x = \"foo.a\"() : () -> i32\n"),
        "h.mlir:2:1: error: redefinition of SSA value '%x'\n%x = \"foo.a\"() : () -> i32\n^\nh.mlir:1:1: note: previously defined here\n%x = \"foo.a\"() : () -> i32\n^\n"
    );
}

#[test]
fn alias_cycles() {
    assert_eq!(
        err(b"#a = #b\n#b = #a\n\"foo.a\"() {x = #a} : () -> ()\n"),
        "h.mlir:1:8: error: undefined symbol alias id 'b'\n#a = #b\n       ^\n"
    );
    opt(b"!a = !a\n\"foo.a\"() : () -> !a\n");
    opt(b"#a = #a\n");
}

#[test]
fn bytes() {
    assert_eq!(
        err(b"\"foo.a\"() {s = \"\xff\xfe\"} : () -> ()\n\xff\n"),
        "h.mlir:2:1: error: unexpected character\n\u{fffd}\n"
    );
    opt(b"\"foo.a\"() : () -> ()\n\0\"foo.b\"()\0: () -> ()\n");
    opt(b"\"foo\0.a\"() : () -> ()\n");
    opt(b"\0");
    opt(b"");
    opt(b"\xef\xbb\xbf\"foo.a\"() : () -> ()\n");
}

#[test]
fn five_megabyte_string() {
    let s = "a".repeat(5 << 20);
    let out = opt(format!("\"foo.a\"() {{s = \"{s}\"}} : () -> ()\n").as_bytes());
    assert_eq!(out.code, 0);
    assert!(out.stdout.len() > 5 << 20);
}

#[test]
fn every_prefix_of_a_corpus_file() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/pass");
    // the largest corpus input under 4 KiB
    let mut best: Option<(u64, std::path::PathBuf)> = None;
    for e in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let p = e.path();
        let len = e.metadata().map(|m| m.len()).unwrap_or(0);
        if p.extension().is_some_and(|x| x == "mlir")
            && len < 4096
            && best.as_ref().is_none_or(|(l, _)| len > *l)
        {
            best = Some((len, p));
        }
    }
    let Some((_, path)) = best else {
        return;
    };
    let text = std::fs::read(&path).unwrap_or_default();
    for n in 0..=text.len() {
        opt(&text[..n]);
    }
}
