mod d {
    ods_macros::include_ods!("def-param-type-rust-type-not-a-type.ods");

}

fn main() {}
