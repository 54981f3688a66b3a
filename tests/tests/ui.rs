//! UI tests of the two macro front ends. Every `.ods` mistake in `tests/ui/` must fail to
//! compile `include_ods!` with exactly one error, located in the `.ods` file; every mistake in a
//! `#[ods_macros::dialect]` module (`tests/ui/attr-*.rs`) must fail at the Rust span of the
//! offending token (notes follow as errors of their own, `note: ...`). The texts are pinned in
//! the `.stderr` file next to each test. Regenerate with
//! `TRYBUILD=overwrite cargo test -p ods-tests --test ui`.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("ui/*.rs");
}
