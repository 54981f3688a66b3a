mod d {
    use ods_runtime::ods::hooks::Verify;
    use ods_runtime::{Context, Diagnostic};

    ods_macros::include_ods!("hook-verify-mut-context.ods");

    impl Verify for FillOp {
        fn verify(self, _ctx: &mut Context) -> Result<(), Diagnostic> {
            Ok(())
        }
    }
}

fn main() {}
