mod d {
    ods_macros::include_ods!("def-verifier-hook-missing.ods");

}

fn main() {}
