//! A dialect author's walkthrough (the Toy dialect). Filled in by issue 6.
