mod d {
    ods_macros::include_ods!("def-invalid-def-rust-name.ods");

}

fn main() {}
