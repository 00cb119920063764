variable "c1" {
  default = [ ( [ [ 2 ? 3 ] ] ) ] * 5
}

