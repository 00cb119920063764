variable "size" {
  default = [ [ [ 3 ] - ] ] .a
}
