variable "cfg" {
  type = list(map(string))
  default = . [ ? ]
}
