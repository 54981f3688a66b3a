//! `test-format-opt`: `ods-opt` with the `test` format ops of `tests/ods/test_format.ods`
//! registered, to compare with mlir-opt by hand while writing the format corpus
//! (`tests/format-corpus`): `test-format-opt [mlir-opt flags] FILE`.

fn main() {
    ods_runtime::tool::driver::main_with_process_args(ods_tests::test_format::register_all)
}
