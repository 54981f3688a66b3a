mod d {
    ods_macros::include_ods!("def-format-and-custom-assembly-on-type.ods");

}

fn main() {}
