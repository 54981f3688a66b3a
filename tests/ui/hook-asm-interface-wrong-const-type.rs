mod d {
    use ods_runtime::ods::hooks::OpAsmOpInterface;

    ods_macros::include_ods!("hook-asm-interface-wrong-const-type.ods");

    impl OpAsmOpInterface for FuncOp {
        const DEFAULT_DIALECT: Option<&'static str> = Some("t");
        // a name, where the printer wants a function naming the results
        const RESULT_NAMES: Option<&'static str> = Some("f");
    }
}

fn main() {}
