variable "zone" {
  default = 1 2
}

variable "tags" {
  type = object({a = number})
  default = {
label [ ? ]
}
}
