mod d {
    ods_macros::include_ods!("hook-verify-missing.ods");
}

fn main() {}
