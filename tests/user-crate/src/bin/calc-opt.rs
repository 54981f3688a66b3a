//! `calc-opt`: the `-opt` driver of the `calc` dialect (mlir-opt's command line), with MLIR's
//! core passes and the passes `calc.ods` declares.

fn main() {
    ods_runtime::tool::driver::OptTool::new(calc_crate::calc::register)
        .passes(calc_crate::calc::register_passes)
        .main()
}
