mod d {
    ods_macros::include_ods!("def-format-self-type.ods");

}

fn main() {}
