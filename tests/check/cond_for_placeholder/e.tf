variable "e1" {
  default = [[for v in [1]: v.x + [ ( 1 ? 3 ) ]], 1 + [] ]
}

