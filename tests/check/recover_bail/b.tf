variable "pre" {
  default = [ 1 2 ]
}

variable "b" {
  type    = list(string)
  default = "a${f(1)}b" + ?
}

variable "b2" {
  type = map(map(list(any)))
  default = {
meta = { ?
label = {
enabled = true
"" = [ [ false , false ] , 1e+21 ]
}
} if
}
