//! Fuzz target: any bytes through ods-opt's parse -> verify -> print pipeline, in generic and
//! custom form, with and without unregistered dialects. A panic, abort, stack overflow or hang
//! is a bug; an error diagnostic is the expected answer to bad input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ods_runtime::tool::driver::{run, Options};

fn no_dialects(_: &mut ods_runtime::Context) {}

fuzz_target!(|data: &[u8]| {
    let flags = data.first().copied().unwrap_or(0);
    let opts = Options {
        input: "fuzz.mlir".into(),
        generic: flags & 1 != 0,
        allow_unregistered: flags & 2 == 0,
        debuginfo: flags & 4 != 0,
        ..Options::default()
    };
    let out = run(&opts, data, no_dialects);
    assert!(out.code == 0 || out.code == 1);
});
