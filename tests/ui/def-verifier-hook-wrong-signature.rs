mod d {
    ods_macros::include_ods!("def-verifier-hook-wrong-signature.ods");
    impl A {
        pub fn verify(_ctx: &ods_runtime::Context, params: &AParams) -> bool {
            params.x > 0
        }
    }
}

fn main() {}
