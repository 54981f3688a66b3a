//! `calc-opt`: the `-opt` driver of the `calc` dialect (mlir-opt's command line).

fn main() {
    ods_runtime::tool::driver::main_with_process_args(calc_crate::calc::register);
}
