mod d {
    ods_macros::include_ods!("def-attr-interface-on-type.ods");

}

fn main() {}
