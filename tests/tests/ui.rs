//! UI tests of `include_ods!`: every `.ods` mistake in `tests/ui/` must fail to compile with
//! exactly one error, located in the `.ods` file, whose text is pinned in the `.stderr` file
//! next to it. Regenerate with `TRYBUILD=overwrite cargo test -p ods-tests --test ui`.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("ui/*.rs");
}
