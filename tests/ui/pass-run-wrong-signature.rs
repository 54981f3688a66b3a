mod d {
    ods_macros::include_ods!("pass-run-wrong-signature.ods");

    impl ods_runtime::ods::hooks::RunPass for P {
        fn run_on(&mut self, ctx: &ods_runtime::Context, op: ods_runtime::Op) -> bool {
            let _ = (ctx, op);
            true
        }
    }
}

fn main() {}
