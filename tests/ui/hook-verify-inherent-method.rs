mod d {
    use ods_runtime::{Context, Diagnostic};

    ods_macros::include_ods!("hook-verify-inherent-method.ods");

    // an inherent method, not the `Verify` trait the generated verifier calls
    impl FillOp {
        pub fn verify(self, _ctx: &Context) -> Result<(), Diagnostic> {
            Ok(())
        }
    }
}

fn main() {}
