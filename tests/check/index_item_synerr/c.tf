variable "rules9" {
  default = [ 2, x.y [ ] . ]
}
