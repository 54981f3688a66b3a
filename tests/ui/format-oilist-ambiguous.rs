mod d {
    ods_macros::include_ods!("format-oilist-ambiguous.ods");
}

fn main() {}
