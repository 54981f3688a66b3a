mod d {
    ods_macros::include_ods!("format-oilist-required-attr.ods");
}

fn main() {}
