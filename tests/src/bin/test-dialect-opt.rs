//! `test-dialect-opt`: `ods-opt` with the bundled dialects and the `test` dialect re-made for
//! the corpora registered (its format ops of `tests/ods/test_format.ods`, its types and
//! attributes of `tests/ods/test_typedefs.ods`): `test-dialect-opt [mlir-opt flags] FILE`.
//! Used by `tests/bench/compare-typedefs.sh` and to compare with mlir-opt by hand.

fn main() {
    ods_runtime::tool::driver::main_with_process_args(ods_tests::test_typedefs::register_all)
}
