mod d {
    ods_macros::include_ods!("def-format-custom-in-struct.ods");

}

fn main() {}
