mod d {
    ods_macros::include_ods!("invalid-rust-name.ods");
}

fn main() {}
