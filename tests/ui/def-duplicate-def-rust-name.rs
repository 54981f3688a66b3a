mod d {
    ods_macros::include_ods!("def-duplicate-def-rust-name.ods");

}

fn main() {}
