//! `test-format-opt`: `ods-opt` with the `test` format ops of `tests/ods/test_format.ods`
//! registered, to compare with mlir-opt by hand while writing the format corpus
//! (`tests/format-corpus`): `test-format-opt [mlir-opt flags] FILE`.

fn main() {
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    std::process::exit(ods_runtime::tool::driver::main(
        args,
        ods_tests::test_format::register_all,
    ));
}
