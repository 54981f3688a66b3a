//! Per-stage benchmarks of the MLIR text pipeline on the generated func/arith function
//! (generic form): lexing, parsing, verifying and printing, each measured on its own.
//!
//! Run with `cargo bench -p ods-tests --bench stages`. The default size is 20,000 ops so a run
//! takes seconds; `ODS_BENCH_OPS=200000` measures the full-size input of `tests/bench/compare.sh`.

use ods_runtime::analysis::verifier::verify;
use ods_runtime::text::lexer::{Lexer, TokenKind};
use ods_runtime::text::parser::ops::parse_source;
use ods_runtime::text::printer::ops::print_top_level;
use ods_runtime::text::printer::PrintFlags;
use ods_runtime::{Context, Op};

fn main() {
    divan::main();
}

fn input() -> &'static str {
    static INPUT: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    INPUT.get_or_init(|| {
        let n = std::env::var("ODS_BENCH_OPS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(20_000);
        ods_tests::bench_input::bench_function(n, 1)
    })
}

fn parsed() -> (Context, Op) {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let op = parse_source(&mut ctx, input().as_bytes(), 0, "bench.mlir", 1, true)
        .expect("the benchmark input parses");
    (ctx, op)
}

#[divan::bench]
fn lex(b: divan::Bencher) {
    b.counter(divan::counter::BytesCount::new(input().len()))
        .bench(|| {
            let mut lexer = Lexer::new(input().as_bytes());
            let mut n = 0usize;
            while lexer.next_token().kind != TokenKind::Eof {
                n += 1;
            }
            n
        });
}

#[divan::bench]
fn parse(b: divan::Bencher) {
    b.counter(divan::counter::BytesCount::new(input().len()))
        .bench(parsed);
}

#[divan::bench]
fn verify_ir(b: divan::Bencher) {
    let (ctx, op) = parsed();
    b.bench(|| verify(&ctx, op).is_ok());
}

#[divan::bench]
fn print_generic(b: divan::Bencher) {
    let (ctx, op) = parsed();
    let flags = PrintFlags {
        generic: true,
        ..PrintFlags::default()
    };
    b.bench(|| {
        let mut out = Vec::with_capacity(input().len() + 1024);
        print_top_level(&ctx, op, flags, &mut out).map(|_| out.len())
    });
}
