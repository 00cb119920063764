variable "zone" {
  type    = tuple([string])
  default = [ 1 , . [ 2 , 3 ]
}
