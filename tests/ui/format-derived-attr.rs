mod d {
    ods_macros::include_ods!("format-derived-attr.ods");
}

fn main() {}
